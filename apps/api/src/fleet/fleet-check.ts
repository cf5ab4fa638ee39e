import type { Queryable } from '../db/types';

/** What the database holds after the fleet proof, for the members in `ids`. */
export interface FleetBooks {
  members: number;
  wallets: number;
  /** Wallets whose balance is not their last ledger row's `after`. */
  balanceNotLedger: number;
  /** Ledger rows whose `before` is not the wallet's previous `after`. */
  brokenChain: number;
  negative: number;
  central: number;
  venues: number;
  /** Ledger credits from outside: adjustments, approved deposits, red packets, rebates. */
  cameIn: number;
  /** Withdrawals requested and not refused (paid or pending). */
  wentOut: number;
  counts: Record<string, number>;
}

/** Reads the books of the proof's members (fen; counts of rows). */
export async function readBooks(q: Queryable, ids: number[]): Promise<FleetBooks> {
  const one = async (sql: string) => Number(Object.values((await q.query<Record<string, string | number>>(sql, [ids])).rows[0])[0] ?? 0);
  const ledger = await q.query<{ user_id: number; wallet: string; before: number; after: number }>(
    'SELECT user_id, wallet, before, after FROM ledger WHERE user_id = ANY($1) ORDER BY id',
    [ids],
  );
  const last = new Map<string, number>();
  let brokenChain = 0;
  let negative = 0;
  for (const row of ledger.rows) {
    const key = `${row.user_id}/${row.wallet}`;
    if (Number(row.before) !== (last.get(key) ?? 0)) brokenChain++;
    if (Number(row.after) < 0) negative++;
    last.set(key, Number(row.after));
  }
  const wallets = await q.query<{ user_id: number; wallet: string; balance: number }>(
    `SELECT id AS user_id, 'main' AS wallet, balance FROM users WHERE id = ANY($1)
     UNION ALL SELECT user_id, venue_code, balance FROM venue_accounts WHERE user_id = ANY($1)`,
    [ids],
  );
  let balanceNotLedger = 0;
  let central = 0;
  let venues = 0;
  for (const w of wallets.rows) {
    const balance = Number(w.balance);
    if (balance !== (last.get(`${w.user_id}/${w.wallet}`) ?? 0)) balanceNotLedger++;
    if (balance < 0) negative++;
    if (w.wallet === 'main') central += balance;
    else venues += balance;
  }
  const ledgerCount = (kind: string, wallet = 'main') =>
    one(`SELECT count(*) FROM ledger WHERE user_id = ANY($1) AND kind = '${kind}' AND wallet = '${wallet}'`);
  const counts: Record<string, number> = {
    transferIn: await ledgerCount('transfer_in'),
    transferOut: await ledgerCount('transfer_out'),
    recycleRows: await ledgerCount('recycle'),
    deposits: await one(`SELECT count(*) FROM deposits WHERE user_id = ANY($1) AND order_no NOT LIKE 'DFLEET%'`),
    depositsApproved: await one(`SELECT count(*) FROM deposits WHERE user_id = ANY($1) AND order_no NOT LIKE 'DFLEET%' AND state = 2`),
    depositCredits: await one(`SELECT count(*) FROM ledger WHERE user_id = ANY($1) AND kind = 'deposit' AND ref NOT LIKE 'DFLEET%'`),
    withdrawals: await one('SELECT count(*) FROM withdrawals WHERE user_id = ANY($1)'),
    withdrawDebits: await ledgerCount('withdraw'),
    withdrawalsApproved: await one('SELECT count(*) FROM withdrawals WHERE user_id = ANY($1) AND state = 2'),
    withdrawalsRefused: await one('SELECT count(*) FROM withdrawals WHERE user_id = ANY($1) AND state = 3'),
    withdrawRefunds: await ledgerCount('withdraw_refund'),
    redPackets: await one('SELECT count(*) FROM red_packet_grabs WHERE user_id = ANY($1)'),
    redPacketCredits: await ledgerCount('red_packet'),
    rebateClaims: await ledgerCount('rebate'),
    idempotencyKeys: await one('SELECT count(*) FROM idempotency_keys WHERE user_id = ANY($1)'),
  };
  return {
    members: ids.length,
    wallets: wallets.rows.length,
    balanceNotLedger,
    brokenChain,
    negative,
    central,
    venues,
    cameIn: await one(
      `SELECT COALESCE(sum(amount), 0) FROM ledger WHERE user_id = ANY($1) AND kind IN ('adjust', 'deposit', 'red_packet', 'rebate')`,
    ),
    wentOut: await one('SELECT COALESCE(sum(amount), 0) FROM withdrawals WHERE user_id = ANY($1) AND state IN (1, 2)'),
    counts,
  };
}
