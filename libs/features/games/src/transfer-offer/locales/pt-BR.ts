import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

const ptBR: Translation<typeof zh> = {
  messages: {
    title: 'Transferir para o jogo',
    text: (venue: string, central: string) => `O saldo de ${venue} é ¥0.00 e a carteira principal tem ${central}. Transfira para jogar.`,
    amount: 'Valor a transferir',
    amountPlaceholder: 'Digite o valor a transferir',
    available: (amount: string) => `Disponível ${amount}`,
    transferAndEnter: 'Transferir e jogar',
    enterDirectly: 'Jogar sem transferir',
    close: 'Fechar',
    noAnswer: 'A transferência não foi concluída. Verifique a conexão e tente de novo',
  },
};
export default ptBR;
