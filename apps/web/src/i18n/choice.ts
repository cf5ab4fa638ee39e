import { DEFAULT_LOCALE, firstMatchingLocale, LANG_COOKIE, matchLocale, type Locale } from '@h5/domain';
import { saveLocaleChoice } from '@h5/feature-kit';

/** What the choice is read from: the browser's window, a fake in tests. */
export type ChoiceWindow = Pick<Window, 'localStorage' | 'document' | 'navigator'>;

const cookieOf = (doc: Document): string | undefined =>
  doc.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);

const stored = (win: ChoiceWindow): string | null => {
  try {
    return win.localStorage.getItem(LANG_COOKIE);
  } catch {
    // Storage refused (a private mode, a sandboxed frame): the cookie still carries the choice.
    return null;
  }
};

/**
 * The language to show (docs/i18n.md): the player's choice (localStorage, else the cookie the
 * server reads), else the first of the browser's languages that is ours (as the server reads
 * Accept-Language on a first visit), else Chinese. Written back to both, so the server renders
 * the next visit in it too.
 */
export function readLocaleChoice(win: ChoiceWindow): Locale {
  const cookie = cookieOf(win.document);
  const locale = matchLocale(stored(win)) ?? matchLocale(cookie) ?? firstMatchingLocale(win.navigator.languages ?? []) ?? DEFAULT_LOCALE;
  if (cookie !== locale) saveLocaleChoice(win, locale);
  return locale;
}
