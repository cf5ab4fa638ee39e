import en from './locales/en';
import ptBR from './locales/pt-BR';
import th from './locales/th';
import vi from './locales/vi';
import type { Translations } from './i18n/locale';
import type { PASSWORD_MESSAGES, PROFILE_MESSAGES } from './messages';

/**
 * The catalogues of ./messages.ts the server answers from (apps/api), in the other languages:
 * gathered from ./locales (docs/i18n.md), where each text is written once. A module of its own:
 * Chinese pages never load it.
 */
export const PROFILE_TRANSLATIONS: Translations<typeof PROFILE_MESSAGES> = {
  en: en.PROFILE_MESSAGES,
  vi: vi.PROFILE_MESSAGES,
  th: th.PROFILE_MESSAGES,
  'pt-BR': ptBR.PROFILE_MESSAGES,
};

export const PASSWORD_TRANSLATIONS: Translations<typeof PASSWORD_MESSAGES> = {
  en: en.PASSWORD_MESSAGES,
  vi: vi.PASSWORD_MESSAGES,
  th: th.PASSWORD_MESSAGES,
  'pt-BR': ptBR.PASSWORD_MESSAGES,
};
