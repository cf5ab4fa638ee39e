import en from './locales/en';
import ptBR from './locales/pt-BR';
import th from './locales/th';
import vi from './locales/vi';
import type { AUTH_MESSAGES } from './messages';
import type { Translations } from '../i18n/locale';

/**
 * AUTH_MESSAGES in the other languages, as the server reads them (apps/api): gathered from
 * ./locales (docs/i18n.md), where each text is written once. A module of its own: Chinese pages
 * never load it.
 */
export const AUTH_TRANSLATIONS: Translations<typeof AUTH_MESSAGES> = {
  en: en.AUTH_MESSAGES,
  vi: vi.AUTH_MESSAGES,
  th: th.AUTH_MESSAGES,
  'pt-BR': ptBR.AUTH_MESSAGES,
};
