import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from './session-slice';
import { CACHE_KEYS, readCache, writeCache } from './storage';
import { profileApi } from '../endpoints/profile-api';

/**
 * docs/product.md §3 "also messageNum": the one stored count of the member's site messages (站内信) as
 * /message last showed them. The message centre writes it when it shows the first page; the
 * home notice modal compares it with the server's count, so what arrived since is unread.
 * Logout clears it with the rest of storage.
 */
export function readMessageNum(): number {
  const seen = readCache<unknown>(CACHE_KEYS.messageNum);
  return typeof seen === 'number' && Number.isInteger(seen) && seen > 0 ? seen : 0;
}

export function writeMessageNum(total: number): void {
  writeCache(CACHE_KEYS.messageNum, total);
}

/** Messages the server holds beyond those seen (never negative: an operator may delete some). */
export const unreadMessages = (total: number, seen: number): number => Math.max(0, total - seen);

/**
 * A member's unread site messages, asked afresh each time a screen mounts it; null for a
 * visitor (the call is members only), while it loads and when it failed (no count is better
 * than a wrong one).
 */
export function useUnreadMessageCount(): number | null {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data } = profileApi.endpoints.siteMessages.useQuery(1, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  return loggedIn && data ? unreadMessages(data.total, readMessageNum()) : null;
}
