import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The wallet's texts in Brazilian Portuguese (issue 33): 场馆 is the plataforma, 中心/平台钱包 the
 * carteira principal, 支付密码 the senha de saque, 钱包协议 the rede (TRC20, ERC20). A service lead
 * ends in a space: the screen puts the customer-service link right after it.
 */
const ptBR: Translation<typeof zh> = {
  messages: {
    recycle: 'Recolher tudo',
    customerService: 'suporte',
    money: {
      title: 'Minha carteira',
      shortcuts: 'Ações da carteira',
      recharge: 'Depositar',
      transfer: 'Transferir',
      withdrawal: 'Sacar',
      cards: 'Meus cartões',
      venues: 'Saldo nas plataformas',
    },
    transfer: {
      title: 'Transferência',
      autoTransfer: 'Transferência automática',
      autoTransferHint: 'Ativada, o saldo vai automaticamente para as plataformas de jogo',
      autoTransferOk: 'Operação realizada com sucesso!',
      autoTransferOnNote: 'Transferência automática ativada: ao entrar em um jogo, seu saldo vai automaticamente para a plataforma dele',
      form: 'Transferência manual',
      source: 'De',
      target: 'Para',
      pickerTitle: 'Escolher carteira',
      amount: 'Valor',
      amountPlaceholder: 'Digite o valor da transferência',
      submit: 'Transferir agora',
      done: 'Transferência realizada',
      serviceLead: 'Problemas com a transferência? Fale com o ',
      openVenue: 'Transferir para a carteira principal',
      swap: 'Inverter as carteiras de origem e destino',
      available: (money: string) => `Disponível ${money}`,
    },
    cards: {
      title: 'Meus cartões',
      usdtTab: 'Cripto',
      bankTab: 'Cartão bancário',
      addUsdt: 'Adicionar endereço USDT',
      addBank: 'Adicionar cartão bancário',
      unbind: (bank: string, lastFour: string) => `Desvincular ${bank} final ${lastFour}`,
      unbindOk: 'Desvinculado com sucesso',
      emptyUsdt: 'Nenhum endereço USDT vinculado',
      emptyBank: 'Nenhum cartão bancário vinculado',
    },
    bankCard: {
      title: 'Adicionar cartão bancário',
      section: 'Dados do cartão',
      owner: 'Nome do titular',
      ownerPlaceholder: 'Digite o nome do titular',
      bank: 'Banco',
      bankPlaceholder: 'Selecione o banco',
      bankPicker: 'Escolher banco',
      cardNumber: 'Número do cartão',
      cardNumberPlaceholder: 'Digite o número do cartão',
      branch: 'Agência',
      branchPlaceholder: 'Digite o endereço da agência',
      payPassword: 'Senha de saque',
      payPasswordPlaceholder: 'Digite sua senha de saque',
      nameHint: 'Para o dinheiro cair rápido, confira se o nome é igual ao do titular da conta bancária',
      submit: 'Vincular',
      bindOk: 'Vinculado com sucesso',
      banksFailed: 'Falha ao carregar a lista de bancos',
    },
    usdtCard: {
      title: 'Adicionar endereço USDT',
      section: 'Dados do endereço',
      protocol: 'Rede',
      address: 'Endereço da carteira',
      addressPlaceholder: 'Digite o endereço USDT',
      payPassword: 'Senha de saque',
      payPasswordPlaceholder: 'Digite sua senha de saque',
      moreLink: 'Qual a diferença entre TRC20 e ERC20?',
      stepsTitle: 'Como sacar',
      steps: ['Vincular endereço', 'Transferir pela corretora', 'Saque concluído'],
      submit: 'Vincular',
      bindOk: 'Vinculado com sucesso',
    },
    usdtMore: {
      title: 'Redes USDT',
      caption: 'TRC20 x ERC20',
      aspect: 'Critério',
      rows: [
        { aspect: 'Formato do endereço', trc20: 'Começa com T', erc20: 'Começa com 0x' },
        { aspect: 'Rede', trc20: 'TRON', erc20: 'Ethereum' },
        { aspect: 'Congestionamento', trc20: 'Raro', erc20: 'Frequente' },
        { aspect: 'Tempo de chegada', trc20: 'De segundos a minutos', erc20: 'De minutos a dezenas de minutos' },
        { aspect: 'Taxa', trc20: 'Baixa', erc20: 'Média' },
        { aspect: 'Segurança', trc20: 'Média', erc20: 'Alta' },
        { aspect: 'Indicado para', trc20: 'Transações pequenas e frequentes', erc20: 'Transações de valor médio' },
      ],
      warning:
        'Os endereços das duas redes não são compatíveis: ao transferir, escolha sempre a rede correta, senão os fundos não chegarão.',
    },
  },
};
export default ptBR;
