import type { VenueBalance } from '@h5/api-contract';
import { formatYuan, type Fen } from '@h5/domain';
import { yuanText } from './amounts';
import type { Queryable } from '../db/types';

/**
 * The money figures a member's screens show, as the calls answer them: `balance` (the central
 * wallet), `gameblance` of `user` (the sum of the member's venue wallets) and `balancelist`
 * (every enabled venue with the member's wallet there). One place for the SQL and the
 * formatting, used by those calls and by the live events (push/), so an event carries exactly
 * what the call would have answered.
 */

/** One venue of balancelist; balance null when the member has no wallet there yet. */
export interface VenueRow {
  code: string;
  name: string;
  balance: number | null;
}

/** The enabled venues with the member's wallet at each, in the list's order; `member` is an SQL expression. */
export const venueRowsSql = (member: string): string =>
  `SELECT v.code, v.name, a.balance, v.sort FROM venues v
     LEFT JOIN venue_accounts a ON a.venue_code = v.code AND a.user_id = ${member}
    WHERE v.state = 1`;
export const VENUE_ORDER = 'ORDER BY sort, code';

/** The game wallet: every venue wallet of the member (a disabled venue's money still counts). */
export const gameBalanceSql = (member: string): string =>
  `SELECT COALESCE(sum(balance), 0)::bigint AS total FROM venue_accounts WHERE user_id = ${member}`;

export async function venueRows(q: Queryable, userId: number): Promise<VenueRow[]> {
  const { rows } = await q.query<VenueRow>(`SELECT code, name, balance FROM (${venueRowsSql('$1')}) r ${VENUE_ORDER}`, [userId]);
  return rows;
}

/** balancelist's items: a venue without a wallet answers the number 0, as the site did. */
export const balanceListOf = (rows: readonly VenueRow[]): VenueBalance[] =>
  rows.map((r) => ({ name: r.name, platname: r.code, balance: r.balance === null ? 0 : yuanText(r.balance) }));

/** The game wallet and the venue list in fen, as jsonb_build_object arguments ('game', …, 'venues', …). */
const venueFieldsSql = (member: string): string =>
  `'game', (${gameBalanceSql(member)}),
   'venues', (SELECT COALESCE(jsonb_agg(jsonb_build_array(r.code, r.name, r.balance) ${VENUE_ORDER}), '[]'::jsonb) FROM (${venueRowsSql(member)}) r)`;

/** A member's game wallet and venue list in fen as one JSON value (push events after a venue movement). */
export const venueFiguresJsonSql = (member: string): string => `jsonb_build_object(${venueFieldsSql(member)})`;

/** All the figures of one member in fen as one JSON value (a stream's hello). */
export const memberFiguresJsonSql = (member: string): string =>
  `jsonb_build_object('central', (SELECT balance FROM users WHERE id = ${member}), ${venueFieldsSql(member)})`;

/** What memberFiguresJsonSql holds. */
export interface FiguresFen {
  central: Fen;
  game: Fen;
  venues: Array<[code: string, name: string, balance: number | null]>;
}

/** The figures as the calls answer them: balance's `balance`, user's `gameblance`, balancelist (those present). */
export const formatFigures = (f: Partial<FiguresFen>) => ({
  ...(f.central === undefined ? {} : { balance: formatYuan(Number(f.central)) }),
  ...(f.game === undefined ? {} : { gameblance: formatYuan(Number(f.game)) }),
  ...(f.venues === undefined
    ? {}
    : {
        balancelist: balanceListOf(
          f.venues.map(([code, name, balance]) => ({ code, name, balance: balance === null ? null : Number(balance) })),
        ),
      }),
});

/** All three, as the hello sends them. */
export const formatAllFigures = (f: FiguresFen): Required<ReturnType<typeof formatFigures>> =>
  formatFigures(f) as Required<ReturnType<typeof formatFigures>>;

/** The member's central balance in fen (`balance`, the lightest call that carries it). */
export async function centralBalance(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  return Number(rows[0].balance);
}
