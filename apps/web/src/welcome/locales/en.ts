import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The welcome message's texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  messages: {
    welcomeTitle: (title: string) => `Welcome to ${title}`,
    welcomeFallbackTitle: 'Welcome',
    closeWelcome: 'Close welcome message',
    notToday: "Don't show again today",
    goRecharge: 'Deposit now',
  },
};

export default en;
