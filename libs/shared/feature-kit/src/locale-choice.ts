import { LANG_COOKIE, type Locale } from '@h5/domain';
import { leavingPage } from '@h5/ui-kit';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Keeps the player's language (docs/i18n.md) in localStorage and in the cookie the server reads to
 * render the page in it (every path, a year, not sent by other sites' requests).
 */
export function saveLocaleChoice(win: Pick<Window, 'localStorage' | 'document'>, locale: Locale): void {
  try {
    win.localStorage.setItem(LANG_COOKIE, locale);
  } catch {
    // Storage refused (a private mode, a sandboxed frame): the cookie alone carries it.
  }
  win.document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; SameSite=Lax`;
}

/**
 * A language picked from a picker: saved, then the page reloads in it (the server renders it,
 * the texts are overlaid before the first render: no screen re-renders in place).
 */
export function chooseLocale(locale: Locale, win: Pick<Window, 'localStorage' | 'document' | 'location'> = window): void {
  saveLocaleChoice(win, locale);
  // The picker closes as the page reloads: its back step would cancel the reload (docs/architecture.md §8).
  leavingPage();
  win.location.reload();
}
