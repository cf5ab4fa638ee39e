import {
  AUTH_MESSAGES,
  AUTH_TRANSLATIONS,
  PASSWORD_MESSAGES,
  PASSWORD_TRANSLATIONS,
  PROFILE_MESSAGES,
  PROFILE_TRANSLATIONS,
} from '@h5/domain';
import { localized, translatedText } from './localized';

/**
 * The texts of @h5/domain the server answers with (the same checks as the client's, so the same
 * words), in the request's language. Their translations live beside them in @h5/domain.
 */
export const AUTH_TEXTS = localized(AUTH_MESSAGES, AUTH_TRANSLATIONS);
export const PASSWORD_TEXTS = localized(PASSWORD_MESSAGES, PASSWORD_TRANSLATIONS);

/** A failure of validateProfile / validateAgentApplication (a PROFILE_MESSAGES text), translated. */
export const profileText = (text: string): string => translatedText(PROFILE_MESSAGES, PROFILE_TRANSLATIONS, text);
