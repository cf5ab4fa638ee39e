import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

const en: Translation<typeof zh> = {
  messages: {
    title: 'Move money into the game',
    text: (venue: string, central: string) =>
      `${venue} balance is ¥0.00 and your main wallet holds ${central}. Move money in to play with it.`,
    amount: 'Amount to move in',
    amountPlaceholder: 'Enter the amount to move in',
    available: (amount: string) => `Available ${amount}`,
    transferAndEnter: 'Move in and play',
    enterDirectly: 'Play without moving',
    close: 'Close',
    noAnswer: 'The transfer did not go through. Check your connection and try again',
  },
};
export default en;
