import type { Db, Queryable } from '../db/types';

/**
 * The books checked as an auditor would (docs/operations.md "Ledger check"): every wallet (the
 * central one, each venue's) equals the sum of its ledger and its last row's `after`; every row
 * follows the one before it; nothing is negative; every approved deposit has its one credit,
 * every withdrawal its one debit, every refused withdrawal its one refund — and no such movement
 * is without its order. Read in one snapshot, so calls committing meanwhile cannot make a false
 * finding.
 */
export interface LedgerCheck {
  ok: boolean;
  /** What was read (the restore drill compares them between a database and its restored copy). */
  counts: BookCounts;
  /** Each kind of finding with how many there are and the first few, readable as they are. */
  problems: LedgerProblem[];
}

export interface BookCounts {
  members: number;
  venueWallets: number;
  ledgerRows: number;
  deposits: number;
  withdrawals: number;
  /** Fen: the central wallets' sum and the venue wallets'. */
  centralFen: number;
  venueFen: number;
}

export interface LedgerProblem {
  kind: 'wallet_not_ledger' | 'broken_chain' | 'negative' | 'deposit_movement' | 'withdrawal_movement' | 'orphan_movement';
  count: number;
  /** At most SHOWN of them, one line each. */
  examples: string[];
}

/** Findings listed per kind; the count says how many more there are. */
const SHOWN = 20;

type Row = Record<string, string | number | null>;

const CHECKS: { kind: LedgerProblem['kind']; sql: string; line: (r: Row) => string }[] = [
  {
    // A wallet without ledger rows must be 0; ledger rows without a wallet must sum to 0.
    kind: 'wallet_not_ledger',
    sql: `WITH sums AS (
            SELECT user_id, wallet, sum(amount) AS total,
                   (array_agg(after ORDER BY id DESC))[1] AS last_after
            FROM ledger GROUP BY user_id, wallet),
          wallets AS (
            SELECT id AS user_id, 'main' AS wallet, balance FROM users
            UNION ALL SELECT user_id, venue_code, balance FROM venue_accounts)
          SELECT COALESCE(w.user_id, s.user_id) AS user_id, COALESCE(w.wallet, s.wallet) AS wallet,
                 w.balance, COALESCE(s.total, 0) AS ledger_sum, s.last_after
          FROM wallets w FULL JOIN sums s ON s.user_id = w.user_id AND s.wallet = w.wallet
          WHERE COALESCE(w.balance, 0) <> COALESCE(s.total, 0) OR COALESCE(w.balance, 0) <> COALESCE(s.last_after, 0)
          ORDER BY 1, 2`,
    line: (r) =>
      `member ${r['user_id']} wallet ${r['wallet']}: balance ${r['balance'] ?? '(no wallet)'} fen, ledger sum ${r['ledger_sum']} fen, last row's after ${r['last_after'] ?? '(none)'}`,
  },
  {
    kind: 'broken_chain',
    sql: `SELECT id, user_id, wallet, before, prev FROM (
            SELECT id, user_id, wallet, before, lag(after) OVER (PARTITION BY user_id, wallet ORDER BY id) AS prev FROM ledger) t
          WHERE before <> COALESCE(prev, 0) ORDER BY id`,
    line: (r) =>
      `ledger row ${r['id']} (member ${r['user_id']} wallet ${r['wallet']}): before ${r['before']} fen, the row before ended at ${r['prev'] ?? 0}`,
  },
  {
    kind: 'negative',
    sql: `SELECT 'member ' || id || ' wallet main: balance ' || balance AS what FROM users WHERE balance < 0
          UNION ALL SELECT 'member ' || user_id || ' wallet ' || venue_code || ': balance ' || balance FROM venue_accounts WHERE balance < 0
          UNION ALL SELECT 'ledger row ' || id || ': before ' || before || ', amount ' || amount || ', after ' || after FROM ledger
            WHERE before < 0 OR after < 0 OR after <> before + amount
          ORDER BY 1`,
    line: (r) => String(r['what']),
  },
  {
    kind: 'deposit_movement',
    sql: `SELECT d.order_no, d.user_id, d.amount, count(l.id) AS moves, COALESCE(sum(l.amount), 0) AS credited
          FROM deposits d LEFT JOIN ledger l ON l.user_id = d.user_id AND l.kind = 'deposit' AND l.wallet = 'main' AND l.ref = d.order_no
          WHERE d.state = 2 GROUP BY d.id HAVING count(l.id) <> 1 OR COALESCE(sum(l.amount), 0) <> d.amount ORDER BY d.id`,
    line: (r) =>
      `approved deposit ${r['order_no']} (member ${r['user_id']}, ${r['amount']} fen): ${r['moves']} credit row(s) of ${r['credited']} fen in all, one of its amount expected`,
  },
  {
    // Every withdrawal asked for was debited at once; a refused one was refunded, the others not.
    kind: 'withdrawal_movement',
    sql: `SELECT w.order_no, w.user_id, w.amount, w.state,
                 count(l.id) FILTER (WHERE l.kind = 'withdraw') AS debits, COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'withdraw'), 0) AS debited,
                 count(l.id) FILTER (WHERE l.kind = 'withdraw_refund') AS refunds, COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'withdraw_refund'), 0) AS refunded
          FROM withdrawals w LEFT JOIN ledger l ON l.user_id = w.user_id AND l.kind IN ('withdraw', 'withdraw_refund') AND l.wallet = 'main' AND l.ref = w.order_no
          GROUP BY w.id
          HAVING count(l.id) FILTER (WHERE l.kind = 'withdraw') <> 1 OR COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'withdraw'), 0) <> -w.amount
              OR count(l.id) FILTER (WHERE l.kind = 'withdraw_refund') <> (CASE WHEN w.state = 3 THEN 1 ELSE 0 END)
              OR COALESCE(sum(l.amount) FILTER (WHERE l.kind = 'withdraw_refund'), 0) <> (CASE WHEN w.state = 3 THEN w.amount ELSE 0 END)
          ORDER BY w.id`,
    line: (r) =>
      `withdrawal ${r['order_no']} (member ${r['user_id']}, ${r['amount']} fen, state ${r['state']}): ${r['debits']} debit row(s) of ${r['debited']} fen, ${r['refunds']} refund row(s) of ${r['refunded']} fen`,
  },
  {
    kind: 'orphan_movement',
    sql: `SELECT l.id, l.user_id, l.kind, l.amount, l.ref FROM ledger l
          WHERE (l.kind = 'deposit' AND NOT EXISTS (SELECT 1 FROM deposits d WHERE d.order_no = l.ref AND d.user_id = l.user_id AND d.state = 2))
             OR (l.kind IN ('withdraw', 'withdraw_refund') AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.order_no = l.ref AND w.user_id = l.user_id))
          ORDER BY l.id`,
    line: (r) => `ledger row ${r['id']} (member ${r['user_id']}, ${r['kind']} ${r['amount']} fen, ref '${r['ref']}'): no such order for it`,
  },
];

/** Runs every check in one read-only snapshot (REPEATABLE READ: one point in time on PostgreSQL). */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  return db.tx(async (q) => {
    await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const problems: LedgerProblem[] = [];
    for (const check of CHECKS) {
      const { rows } = await q.query<Row>(`SELECT t.*, count(*) OVER () AS found_count FROM (${check.sql}) t LIMIT ${SHOWN}`);
      if (rows.length === 0) continue;
      problems.push({ kind: check.kind, count: Number(rows[0]['found_count']), examples: rows.map(check.line) });
    }
    return { ok: problems.length === 0, counts: await bookCounts(q), problems };
  });
}

/** The counts a restored copy must match. */
export async function bookCounts(q: Queryable): Promise<BookCounts> {
  const { rows } = await q.query<Record<keyof BookCounts, string>>(
    `SELECT (SELECT count(*) FROM users) AS "members",
            (SELECT count(*) FROM venue_accounts) AS "venueWallets",
            (SELECT count(*) FROM ledger) AS "ledgerRows",
            (SELECT count(*) FROM deposits) AS "deposits",
            (SELECT count(*) FROM withdrawals) AS "withdrawals",
            (SELECT COALESCE(sum(balance), 0) FROM users) AS "centralFen",
            (SELECT COALESCE(sum(balance), 0) FROM venue_accounts) AS "venueFen"`,
  );
  const r = rows[0];
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as unknown as BookCounts;
}

/** The check as an operator reads it: one line when the books hold, a listing of each finding when not. */
export function formatLedgerCheck(result: LedgerCheck): string {
  const c = result.counts;
  const read = `${c.members} members, ${c.venueWallets} venue wallets, ${c.ledgerRows} ledger rows, ${c.deposits} deposits, ${c.withdrawals} withdrawals; central ${c.centralFen} fen, venues ${c.venueFen} fen`;
  if (result.ok) return `ledger check: ok — ${read}`;
  const lines = [`ledger check: FAILED — ${result.problems.reduce((n, p) => n + p.count, 0)} finding(s) in ${read}`];
  for (const p of result.problems) {
    lines.push(`  ${p.kind}: ${p.count}`);
    for (const e of p.examples) lines.push(`    ${e}`);
    if (p.count > p.examples.length) lines.push(`    … and ${p.count - p.examples.length} more`);
  }
  return lines.join('\n');
}
