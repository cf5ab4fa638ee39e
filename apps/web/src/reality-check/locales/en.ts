import { plural, type Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The reality check's texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  messages: {
    title: 'Reality check',
    elapsed: (minutes: number) =>
      plural('en', minutes, { one: 'You have been logged in for # minute', other: 'You have been logged in for # minutes' }),
    summary: 'This session:',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    betsResult: 'Win/loss',
    keepPlaying: 'Keep playing',
    logout: 'Log out',
  },
};

export default en;
