import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The promotions' texts in Brazilian Portuguese (docs/i18n.md): cashback for 返水, rollover for 流水,
 * envelope vermelho for 红包, resgatar for 领取; the VIP table's game kinds are home's category names.
 */
const ptBR: Translation<typeof zh> = {
  messages: {
    failed: 'Erro no servidor, tente novamente mais tarde',
    activity: {
      title: 'Promoções',
      all: 'Todas',
      end: 'FIM',
      tabs: 'Tipos de promoção',
    },
    activityInfo: {
      title: 'Detalhes da promoção',
      details: 'Detalhes',
      rules: 'Regras',
      apply: 'Participar',
      goLogin: 'Entrar',
    },
    vip: {
      title: 'Vantagens VIP',
      levels: 'Níveis VIP',
      cumulativeDeposit: 'Depósitos acumulados',
      turnover: 'Rollover exigido',
      progress: 'Progresso de nível',
      requirement: (level: number) => `Requisitos do VIP${level}`,
      myDeposit: 'Meus depósitos acumulados',
      toLevel: (level: number) => `Falta para o VIP${level}`,
      progressTo: (level: number) => `Progresso até o VIP${level}`,
      topLevel: 'Você está no nível máximo',
      rebateTable: 'Taxas de cashback',
      level: 'Nível',
      kinds: {
        realperson: 'Cassino',
        sport: 'Esportes',
        e_sport: 'E-sports',
        joker: 'Cartas',
        electron: 'Slots',
        lottery: 'Loteria',
      },
      rules: 'Regras VIP',
    },
    hongbao: {
      title: 'Envelopes vermelhos',
      remaining: 'Chances restantes',
      acquired: 'Resgatados',
      maxTimes: 'Máximo',
      grab: 'Pegar envelope',
      ruleTable: 'Regras de resgate',
      ruleText: 'Regulamento',
      period: 'Período',
      cumulativeRecharge: 'Depósito acumulado',
      packetCount: 'Envelopes',
      notStarted: 'A promoção ainda não começou, aguarde!',
      ended: 'A promoção terminou, aguarde a próxima!',
      won: 'Parabéns, você ganhou um envelope vermelho',
      rechargeNow: 'Depositar agora',
      ok: 'OK',
      close: 'Fechar',
      toWelfare: 'Histórico de resgates',
    },
    welfare: {
      title: 'Central de recompensas',
      claimedCount: 'Vezes resgatadas',
      toRedPackets: 'Pegar envelopes',
      rechargeAmount: 'Valor do depósito',
      packetAmount: 'Valor do envelope',
      rechargeTime: 'Data do depósito',
      claimTime: 'Data do resgate',
    },
    fanshui: {
      title: 'Central de cashback',
      claimedTotal: 'Total resgatado',
      pending: 'A resgatar',
      claim: 'Resgatar tudo',
      platform: 'Plataforma',
      date: 'Data',
      pickPlatform: 'Escolher plataforma',
    },
    activityRecord: {
      title: 'Histórico de promoções',
      applyTime: (time: string) => `Data da solicitação: ${time}`,
    },
  },
};
export default ptBR;
