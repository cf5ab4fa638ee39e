import { toBeijingDate } from '@h5/domain';

/**
 * 今日不再提示 (docs/product.md §2): the welcome text closed with it stays closed on this device for the
 * rest of the Beijing-time day, and only for that text: an operator's edit shows it again.
 * localStorage, so it lasts across reloads (logout clears all storage, as the site does).
 */
const KEY = 'welcomeDismissed';

interface Dismissal {
  day: string;
  text: string;
}

/** A short fingerprint of the heading and text (FNV-1a, 32 bit): any edit changes it. */
export function welcomeFingerprint(title: string, html: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${title}\n${html}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const store = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** True when this text was closed with 今日不再提示 earlier on the same Beijing day. */
export function dismissedToday(fingerprint: string, now = Date.now()): boolean {
  try {
    const saved = JSON.parse(store()?.getItem(KEY) ?? 'null') as Dismissal | null;
    return saved?.day === toBeijingDate(now) && saved.text === fingerprint;
  } catch {
    return false;
  }
}

export function rememberDismissal(fingerprint: string, now = Date.now()): void {
  try {
    store()?.setItem(KEY, JSON.stringify({ day: toBeijingDate(now), text: fingerprint } satisfies Dismissal));
  } catch {
    // Storage full or blocked: the text is closed for this visit only.
  }
}
