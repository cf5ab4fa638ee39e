import type { Db } from '../db/types';
import type { Member } from '../http/types';

/**
 * Live sessions remembered in memory, so a member call costs one database query instead of
 * two (the balance poll runs every 4.3 s for every open tab).
 *
 * Only for the embedded database: its data folder is locked to one process, and every
 * revocation (login elsewhere, logoff, password change) goes through auth/sessions.ts in
 * that process, which forgets the entries. With PostgreSQL several servers may share the
 * database and one server could not hear another's revocation, so there is no cache there.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  member: Member;
  userId: number;
  expires: number;
}

/** One map per server (requireMember); a process runs one server outside tests. */
const caches = new Set<Map<string, Entry>>();
/**
 * Bumped by every revocation. A lookup notes it before reading the database and caches its
 * answer only if no revocation happened meanwhile, so a read that raced a revocation can
 * never put a revoked session back.
 */
let revocations = 0;

export interface SessionCache {
  get(tokenHash: string, now: number): Member | null;
  /** The revocation count to hand back to `set` after the database read. */
  mark(): number;
  set(tokenHash: string, member: Member, now: number, mark: number): void;
}

export function sessionCacheFor(db: Db): SessionCache | null {
  if (db.kind !== 'pglite') return null;
  const map = new Map<string, Entry>();
  caches.add(map);
  return {
    get(tokenHash, now) {
      const hit = map.get(tokenHash);
      if (!hit) return null;
      if (hit.expires > now) return hit.member;
      map.delete(tokenHash);
      return null;
    },
    mark: () => revocations,
    set(tokenHash, member, now, mark) {
      if (mark !== revocations) return;
      // Oldest first: Map keeps insertion order.
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
      map.set(tokenHash, { member, userId: member.id, expires: now + TTL_MS });
    },
  };
}

/** Called with every revocation: drops the member's cached sessions (all, or one). */
export function forgetSessions(userId: number, sessionId?: number): void {
  revocations++;
  for (const entries of caches.values()) {
    for (const [hash, entry] of entries) {
      if (entry.userId === userId && (sessionId === undefined || entry.member.sessionId === sessionId)) entries.delete(hash);
    }
  }
}
