/**
 * Client storage exactly as docs/product.md §3: the token in sessionStorage (gone with the tab), the
 * user, app info and game lists in localStorage. Everything is optional so the code also
 * runs where storage is missing or blocked (private mode, tests in node).
 */
export const TOKEN_KEY = 'token';
/** Beside the token while the session is withdraw-only (docs/api.md, Player protection): the exclusion's end. */
export const WITHDRAW_ONLY_KEY = 'withdrawOnlyUntil';
/** Beside the token: the record type of the last money action (last-record-type.ts). */
export const LAST_RECORD_TYPE_KEY = 'h5:lastRecordType';

/** localStorage keys the site uses; game lists are keyed by their category id. */
export const CACHE_KEYS = {
  userInfo: 'userInfo',
  appInfo: 'appInfo',
  banner: 'banner',
  realbet: 'realbet',
  joker: 'joker',
  gaming: 'gaming',
  sport: 'sport',
  lottery: 'lottery',
  concise: 'concise',
  /** /concise: each provider tab's games, by tab code, so a return visit paints at once. */
  conciseTabs: 'conciseTabs',
  messageNum: 'messageNum',
} as const;
export type CacheKey = (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS];

const storage = (kind: 'sessionStorage' | 'localStorage'): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
};

export const readToken = (): string | null => storage('sessionStorage')?.getItem(TOKEN_KEY) ?? null;

export function writeToken(token: string | null): void {
  const s = storage('sessionStorage');
  if (!s) return;
  if (token) s.setItem(TOKEN_KEY, token);
  else s.removeItem(TOKEN_KEY);
}

/**
 * A reload keeps a withdraw-only session withdraw-only (the server holds it so anyway). Written
 * by the lazy dialog that takes the session; logout and expiry clear it with all storage.
 */
export const readWithdrawOnlyUntil = (): string | null => storage('sessionStorage')?.getItem(WITHDRAW_ONLY_KEY) ?? null;

export function readCache<T>(key: CacheKey): T | null {
  const raw = storage('localStorage')?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeCache(key: CacheKey, value: unknown): void {
  try {
    storage('localStorage')?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the cache is only a speed-up.
  }
}

/** Logout and expiry clear all storage, as the site does. */
export function clearAllStorage(): void {
  storage('sessionStorage')?.clear();
  storage('localStorage')?.clear();
}
