import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The withdraw-only dialog's texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  messages: {
    title: 'Withdrawals only during your break',
    explanation:
      'Your money is always yours: during the break you can still log in to withdraw, add a payout account and see your withdrawals. Deposits and games return when the break ends.',
    withdraw: 'Withdraw',
    close: 'Close',
  },
};

export default en;
