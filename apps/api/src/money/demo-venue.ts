import { moveVenue } from './ledger';
import { hashToken, newToken } from '../auth/tokens';
import type { BetRecordQuery, BetRecordRow, LaunchRequest, VenueAdapter } from './venue-adapter';
import type { Queryable } from '../db/types';

/** A launch ticket opens the game once, within this time. */
export const TICKET_TTL_MS = 5 * 60 * 1000;

/**
 * The built-in demo venues: the venue wallet is a row in venue_accounts of this database
 * and the game is the dice page this server serves at /venue/play.
 */
export const demoVenue: VenueAdapter = {
  async registerPlayer(q, userId, venue, at) {
    await q.query(
      `INSERT INTO venue_accounts (user_id, venue_code, player_name, registered_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [userId, venue, `p${userId}_${venue}`, at.toISOString()],
    );
  },

  async balance(q, userId, venue) {
    const { rows } = await q.query<{ balance: number }>('SELECT balance FROM venue_accounts WHERE user_id = $1 AND venue_code = $2', [
      userId,
      venue,
    ]);
    return rows[0] ? Number(rows[0].balance) : 0;
  },

  // The wallet row is made on the first transfer in (one statement on every later one).
  async transferIn(q, userId, venue, amount, ref, at) {
    const move = { userId, kind: 'transfer_in' as const, amount, ref, at };
    if (await moveVenue(q, venue, move)) return true;
    await demoVenue.registerPlayer(q, userId, venue, at);
    return (await moveVenue(q, venue, move)) !== null;
  },

  async transferOut(q, userId, venue, amount, ref, at, recycle = false) {
    const moved = await moveVenue(q, venue, { userId, kind: recycle ? 'recycle' : 'transfer_out', amount: -amount, ref, at });
    return moved !== null;
  },

  async launchUrl(q: Queryable, launch: LaunchRequest, at: Date) {
    const ticket = newToken();
    await q.query(`INSERT INTO venue_tickets (ticket_hash, user_id, venue_code, game_code, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      hashToken(ticket),
      launch.userId,
      launch.venue,
      launch.gameCode,
      new Date(at.getTime() + TICKET_TTL_MS).toISOString(),
    ]);
    return `${launch.baseUrl}/venue/play?ticket=${ticket}`;
  },

  async betRecords(q: Queryable, query: BetRecordQuery) {
    const params: unknown[] = [query.userId, query.from.toISOString(), query.to.toISOString()];
    let where = 'b.user_id = $1 AND b.created_at >= $2 AND b.created_at < $3';
    if (query.venue) {
      params.push(query.venue);
      where += ` AND b.venue_code = $${params.length}`;
    }
    const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets b WHERE ${where}`, params);
    const { rows } = await q.query<BetRecordRow>(
      `SELECT b.bet_id, b.venue_code, v.name AS venue_name, b.bet_amount, b.valid_amount, b.win_loss, b.status, b.created_at
         FROM bets b JOIN venues v ON v.code = b.venue_code
        WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.perPage, (query.page - 1) * query.perPage],
    );
    return { rows, total: count.rows[0].n };
  },
};
