import authPtBR from '../auth/locales/pt-BR';
import guardsPtBR from '../guards/locales/pt-BR';
import type { Translation } from '../i18n/locale';
import type * as zh from '../messages';

/**
 * The domain's rule texts in Brazilian Portuguese (docs/i18n.md), in the words betting sites there
 * use: rollover for 流水, cashback for 返水, senha de saque for 支付密码, plataforma for 场馆,
 * carteira principal for 平台钱包, envelope vermelho for 红包; bet statuses in the feminine
 * (aposta). AUTH_MESSAGES and GUARD_MESSAGES are their own modules' translations.
 */
const ptBR: Translation<typeof zh> = {
  DATE_FILTER_LABELS: {
    1: 'Hoje',
    2: 'Últimos 7 dias',
    3: 'Últimos 15 dias',
    4: 'Últimos 30 dias',
  },
  AUTH_MESSAGES: authPtBR.AUTH_MESSAGES,
  GUARD_MESSAGES: guardsPtBR.GUARD_MESSAGES,
  PROFILE_MESSAGES: {
    mobileInvalid: 'Digite um número de celular válido',
    applyInfoRequired: 'Informe o motivo da solicitação',
    emailInvalid: 'Digite um e-mail válido',
    birthdayInvalid: 'Digite a data no formato AAAA-MM-DD',
  },
  CARD_MESSAGES: {
    usdtAddressRequired: 'Digite o endereço USDT',
    protocolRequired: 'Escolha a rede da carteira',
    payPasswordRequired: 'Digite a senha de saque',
    ownerRequired: 'Digite o nome do titular',
    bankRequired: 'Digite o banco',
    branchRequired: 'Digite o endereço da agência',
    cardNumberRequired: 'Digite o número do cartão bancário',
    cardNumberLength: 'Digite um número de cartão com o tamanho correto',
    payPasswordRange: 'Digite uma senha de saque com o tamanho correto',
    unbindTitle: 'Atenção',
    unbindConfirm: 'Tem certeza de que deseja desvincular este cartão?',
    usdtLimit: 'Você pode adicionar até 5 endereços',
    bankLimit: 'Você pode adicionar até 5 cartões bancários',
  },
  PASSWORD_MESSAGES: {
    oldRequired: 'Digite a senha atual!',
    newRequired: 'Digite a nova senha!',
    oldLength: 'A senha atual deve ter no mínimo 6 caracteres!',
    newLength: 'A nova senha deve ter no mínimo 6 caracteres!',
    confirmRequired: 'Digite a nova senha novamente!',
    confirmMismatch: 'As novas senhas não coincidem!',
    sameAsOld: 'A nova senha deve ser diferente da atual!',
  },
  CASHIER_MESSAGES: {
    depositorRequired: 'Digite o nome do depositante',
    bankTypeRequired: 'Digite o tipo de banco',
    depositCardRequired: 'Digite o número do cartão bancário',
    depositBranchRequired: 'Digite o endereço da agência bancária',
    withdrawBankCardRequired: 'Escolha o cartão bancário para o saque',
    withdrawUsdtRequired: 'Escolha um endereço USDT',
    withdrawMinimum: 'O saque mínimo é de ¥100',
    withdrawPasswordRequired: 'Digite sua senha de saque',
    transferAmountRequired: 'Digite um valor!',
    venueToVenue: 'Não é possível transferir entre carteiras de plataformas de jogo',
    rebateNothingToClaim: 'Não há cashback para resgatar!',
    redPacketNotEligible: 'Você ainda não cumpriu os requisitos, complete-os agora!',
  },
  DEPOSIT_RANGE: { message: (min: string, max: string) => `Digite um valor entre ¥${min} e ¥${max}!` },
  depositRangeMessage: (min: string, max: string) => `Digite um valor entre ¥${min} e ¥${max}!`,
  WALLET_LABELS: {
    platformWallet: 'Carteira principal',
    allPlatforms: 'Todas as plataformas',
  },
  TRANSACTION_TYPE_LABELS: {
    1: 'Depósito',
    2: 'Saque',
    3: 'Transf. de entrada',
    4: 'Transf. de saída',
  },
  STATUS_LABELS: {
    unknown: 'Desconhecido',
    invalid: 'Anulada',
    settled: 'Liquidada',
    unsettled: 'Em aberto',
    pendingReview: 'Em análise',
    approved: 'Aprovado',
    rejected: 'Recusado',
    failed: 'Falhou',
    success: 'Concluída',
    pendingSettlement: 'Pendente',
    unclaimed: 'Não resgatado',
    claimed: 'Resgatado',
  },
  VIP_LABELS: {
    achieved: 'Atingido',
    notAchieved: 'Não atingido',
  },
  VIP_RULES: [
    'Quando os depósitos acumulados e o rollover do membro atingem os requisitos de um nível, ele sobe para esse nível VIP até as 24:00 do dia seguinte.',
    'É possível subir no máximo um nível VIP por dia; não é possível pular níveis.',
    'Após subir de nível, é preciso cumprir o rollover de manutenção do nível em até 90 dias; uma nova subida nesse período reinicia a contagem.',
    'Se o rollover de manutenção não for cumprido em um trimestre (90 dias), o nível VIP cai um nível, e as taxas de cashback e os benefícios relacionados são ajustados.',
  ],
  REBATE_RULES: [
    'O cashback é calculado sobre as apostas válidas de cada dia, das 00:00 às 23:59, horário de Pequim.',
    'O cashback é creditado na Central de recompensas em até 24 horas após o fim do dia de apuração e deve ser resgatado manualmente.',
    'Basta cumprir 1x de rollover sobre o cashback para sacar.',
  ],
  RED_PACKET_RULES: [
    'Os envelopes vermelhos abrem todos os dias das 10:00 às 12:00, horário de Pequim.',
    'Os depósitos contam das 12:00 do dia anterior às 10:00 do dia atual.',
    'Ao atingir uma faixa de depósitos acumulados durante a promoção (horário da Costa Leste dos EUA), você ganha o número de chances correspondente.',
    'O valor do envelope é creditado na hora; antes de sacar, cumpra o rollover exigido.',
    'Chances cujas condições não forem cumpridas no prazo expiram automaticamente.',
    'A plataforma se reserva o direito de alterar, suspender ou cancelar a promoção e de bloquear contas que abusarem dela.',
  ],
};
export default ptBR;
