import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The data layer's own texts in English (docs/i18n.md); sessionExpired as the shell words it. */
const en: Translation<typeof zh> = {
  messages: {
    networkError: 'Network error, please check your connection and try again',
    timeout: 'The request timed out, please try again later',
    badResponse: 'The server sent an invalid response, please try again later',
    sessionExpired: 'Your login has expired, please log in again',
    logoutConfirm: 'Are you sure you want to log out?',
  },
};
export default en;
