import { hashToken, newToken } from '../auth/tokens';
import { BizError, Code } from '../http/envelope';
import { lockMember } from '../money/ledger';
import { MONEY_MESSAGES } from '../money/messages';
import { adapterFor, autoTransfer, type Venue } from '../money/wallet';
import { requireMayPlay } from '../protection/enforce';
import type { Db, Queryable } from '../db/types';

/** A game session opened by a launch ticket lasts this long. */
const SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export interface GameSession {
  user_id: number;
  venue_code: string;
  game_code: string;
}

/**
 * Opens a game for the member: refused during a time-out or self-exclusion, the player
 * registered at the venue, 免转's money moved in when the member has it on, and the venue's
 * launch address, all under the member's lock.
 */
export async function launchGame(
  db: Db,
  launch: { userId: number; venue: Venue; gameCode: string; baseUrl: string },
  at: Date,
): Promise<string> {
  const { userId, venue } = launch;
  return db.tx(async (q) => {
    await lockMember(q, userId);
    await requireMayPlay(q, userId, at);
    const adapter = adapterFor(venue.code);
    await adapter.registerPlayer(q, userId, venue.code, at);
    const { rows } = await q.query<{ transferstatus: number }>('SELECT transferstatus FROM users WHERE id = $1', [userId]);
    if (Number(rows[0].transferstatus) === 1) await autoTransfer(q, userId, venue, at);
    await q.query('UPDATE users SET last_venue = $2 WHERE id = $1', [userId, venue.code]);
    return adapter.launchUrl(q, { userId, venue: venue.code, gameCode: launch.gameCode, mobile: true, baseUrl: launch.baseUrl }, at);
  });
}

/** Spends a launch ticket (once, before it expires) on a new game session; null when it cannot. */
export async function openGameSession(db: Queryable, ticket: string, at: Date): Promise<{ venueName: string; session: string } | null> {
  const { rows } = await db.query<GameSession & { name: string }>(
    `UPDATE venue_tickets t SET used_at = $2 FROM venues v
      WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND v.code = t.venue_code
      RETURNING t.user_id, t.venue_code, t.game_code, v.name`,
    [hashToken(ticket), at.toISOString()],
  );
  const opened = rows[0];
  if (!opened) return null;
  const session = newToken();
  await db.query('INSERT INTO venue_sessions (token_hash, user_id, venue_code, game_code, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashToken(session),
    opened.user_id,
    opened.venue_code,
    opened.game_code,
    new Date(at.getTime() + SESSION_TTL_MS).toISOString(),
  ]);
  return { venueName: opened.name, session };
}

/** The live game session behind a game page's token, or 401 (the page shows it has expired). */
export async function requireGameSession(db: Queryable, token: string, at: Date): Promise<GameSession & { category_id: string }> {
  const { rows } = await db.query<GameSession & { category_id: string }>(
    `SELECT s.user_id, s.venue_code, s.game_code, v.category_id FROM venue_sessions s JOIN venues v ON v.code = s.venue_code
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), at.toISOString()],
  );
  if (!rows[0]) throw new BizError(Code.sessionExpired, MONEY_MESSAGES.gameSessionInvalid);
  return { ...rows[0], user_id: Number(rows[0].user_id) };
}
