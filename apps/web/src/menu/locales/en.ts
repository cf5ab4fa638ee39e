import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The left menu's texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  messages: {
    menuLabel: 'Side menu',
    closeMenu: 'Close menu',
    greeting: (title: string) => `Hello, welcome to ${title}`,
    greetingFallback: 'Hello, welcome',
    vipPromoTitle: 'Exclusive VIP privileges',
    vipPromoText: 'Level-up bonus, exclusive rebates and birthday bonus: the higher your level, the more you get',
    vipCenter: 'VIP center',
    messageCenter: 'Messages',
    responsibleGaming: 'Responsible gaming',
    feedback: 'Feedback',
    permanentDomain: 'Permanent domain',
    aboutUs: 'About us',
    safeExit: 'Log out',
    loginNow: 'Log in now',
    language: 'Language',
    withdrawal: 'Withdraw',
    withdrawalRecords: 'Withdrawal records',
  },
};

export default en;
