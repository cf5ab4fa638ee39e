import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The shell's first-paint texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  messages: {
    sessionExpiredTitle: 'Session expired',
    sessionExpiredContent: 'Your login has expired, please log in again',
    confirm: 'OK',
    login: 'Log in',
    register: 'Sign up',
    openMenu: 'Open menu',
    messageTitle: 'Messages',
    aboutsTitle: 'About us',
    termsTitle: 'Terms and rules',
    privacyTitle: 'Privacy policy',
    tabBarLabel: 'Bottom navigation',
    pageLoading: 'Loading page',
  },
};

export default en;
