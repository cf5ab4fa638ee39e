import { hashPassword, TEST_KDF } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { approveDeposit } from '../money/deposits';
import { moveMain } from '../money/ledger';
import { createMember } from '../money/test-members';
import type { Db } from '../db/types';

export interface FleetMember {
  id: number;
  username: string;
  token: string;
  /** The member's payout card (withdrawals). */
  card: number;
}

// Little money, so that many calls meet the below-zero rule (a broken conditional update shows).
const START_BALANCE_FEN = 100_00;
/** Today's approved deposit that opens three red-packet grabs (seeded band 1000–4999.99 yuan). */
const TODAY_DEPOSIT_FEN = 1_000_00;
const PENDING_REBATES = 3;

/**
 * Members for the fleet proof, made straight in the database of a seeded site: a starting
 * balance (ledgered), a session, a bank card, today's approved deposit (red packets) and
 * pending rebates; withdrawals need no turnover and may be made many times a day.
 * `revoker` is a member kept out of the load for the session-revocation check.
 */
export async function setUpFleet(db: Db, members: number, at: Date): Promise<{ members: FleetMember[]; revoker: FleetMember }> {
  await db.query("UPDATE site_config SET value = '0' WHERE key = 'withdraw_fee'");
  await db.query("UPDATE site_config SET value = '100000' WHERE key = 'daily_withdraw_times'");
  const made: FleetMember[] = [];
  for (let i = 0; i <= members; i++) {
    const m = await createMember(db, `fleet${String(i).padStart(3, '0')}`, START_BALANCE_FEN);
    const card = await db.tx(async (q) => {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO cards (user_id, kind, bank, bank_no, bank_owner, bank_address) VALUES ($1, 'bank', 'Bank of China', $2, 'Tester', 'Beijing') RETURNING id`,
        [m.id, `621700001${String(100000 + i)}`],
      );
      const orderNo = `DFLEET${m.id}`;
      await q.query(
        `INSERT INTO deposits (order_no, user_id, paytype, catepay, amount, created_at) VALUES ($1, $2, 'usdt', 'TRC20', $3, $4)`,
        [orderNo, m.id, TODAY_DEPOSIT_FEN, at.toISOString()],
      );
      await approveDeposit(q, orderNo, at);
      await q.query(`INSERT INTO venue_accounts (user_id, venue_code, player_name) VALUES ($1, 'ag', $2) ON CONFLICT DO NOTHING`, [
        m.id,
        `p${m.id}_ag`,
      ]);
      for (let b = 0; b < PENDING_REBATES; b++) {
        const betId = `FLEET_${m.id}_${b}`;
        await q.query(
          `INSERT INTO bets (bet_id, user_id, venue_code, category, bet_amount, valid_amount, status) VALUES ($1, $2, 'ag', 'realbet', 100, 100, 1)`,
          [betId, m.id],
        );
        await q.query(`INSERT INTO rebates (user_id, bet_id, venue_code, category, rate, amount) VALUES ($1, $2, 'ag', 'realbet', 1, $3)`, [
          m.id,
          betId,
          7 + b,
        ]);
      }
      return Number(rows[0].id);
    });
    made.push({ ...m, card });
  }
  const revoker = made.pop() as FleetMember;
  return { members: made, revoker };
}

/**
 * Many bare members at once for the push benchmark (tools/bench/push-streams.mjs): a session
 * each and a ledgered starting balance, in one transaction (thousands take seconds, where the
 * fleet's full members take a transaction each). Names `push00001`…; the password is unusable.
 */
export async function setUpBareMembers(
  db: Db,
  count: number,
  balanceFen: number,
  at: Date,
): Promise<Array<{ id: number; username: string; token: string }>> {
  const hash = await hashPassword(newToken(), TEST_KDF);
  const tokens = Array.from({ length: count }, () => newToken());
  return db.tx(async (q) => {
    const { rows } = await q.query<{ id: number; username: string }>(
      `INSERT INTO users (username, password_hash, realname, invite_code)
       SELECT 'push' || lpad(n::text, 5, '0'), $2, 'Bench', 'push' || lpad(n::text, 5, '0') FROM generate_series(1, $1::int) AS n
       ORDER BY n RETURNING id, username`,
      [count, hash],
    );
    const members = rows.map((r, i) => ({ id: Number(r.id), username: r.username, token: tokens[i] }));
    await q.query('INSERT INTO sessions (user_id, token_hash) SELECT u, t FROM unnest($1::bigint[], $2::text[]) AS s(u, t)', [
      members.map((m) => m.id),
      members.map((m) => hashToken(m.token)),
    ]);
    for (const m of members) await moveMain(q, { userId: m.id, kind: 'adjust', amount: balanceFen, at });
    return members;
  });
}
