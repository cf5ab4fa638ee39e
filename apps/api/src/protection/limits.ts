import { recordEvent, type ProtectionSource } from './audit';
import { PROTECTION_MESSAGES } from './messages';
import { LIMIT_PERIODS, periodStart, type LimitPeriod } from './periods';
import { BizError, Code } from '../http/envelope';
import { yuanText } from '../money/amounts';
import type { Queryable } from '../db/types';

/** A raise or a removal waits this long (docs/api.md, Player protection: a cooling-off against a hot moment). */
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

interface LimitRow {
  period: LimitPeriod;
  amount: string | number | null;
  pending_amount: string | number | null;
  pending_at: Date | string | null;
}

export interface LimitState {
  period: LimitPeriod;
  /** Fen; null: no limit in force. */
  amount: number | null;
  /** A raise or removal waiting for its time (amount null: removal). */
  pending: { amount: number | null; at: Date } | null;
}

const fen = (v: string | number | null) => (v === null ? null : Number(v));

/** What is in force at `at`: a pending change whose time has come counts as done (no timer writes it). */
function stateAt(row: LimitRow | undefined, period: LimitPeriod, at: Date): LimitState {
  if (!row) return { period, amount: null, pending: null };
  const pendingAt = row.pending_at === null ? null : new Date(row.pending_at);
  if (pendingAt && pendingAt <= at) return { period, amount: fen(row.pending_amount), pending: null };
  return { period, amount: fen(row.amount), pending: pendingAt ? { amount: fen(row.pending_amount), at: pendingAt } : null };
}

/** The member's three limits as they stand at `at` (day, week, month). */
export async function readLimits(q: Queryable, userId: number, at: Date): Promise<LimitState[]> {
  const { rows } = await q.query<LimitRow>('SELECT period, amount, pending_amount, pending_at FROM protection_limits WHERE user_id = $1', [
    userId,
  ]);
  return LIMIT_PERIODS.map((p) =>
    stateAt(
      rows.find((r) => r.period === p),
      p,
      at,
    ),
  );
}

/**
 * Sets (amount) or removes (null) a limit. Setting one where none is in force, or lowering one,
 * holds at once; raising or removing one holds 24 hours later, shown as pending meanwhile. A new
 * choice replaces a pending one. Run in the transaction that locks the member.
 */
export async function setLimit(
  q: Queryable,
  input: { userId: number; period: LimitPeriod; amount: number | null; source: ProtectionSource },
  at: Date,
): Promise<LimitState> {
  const current = (await readLimits(q, input.userId, at)).find((l) => l.period === input.period) as LimitState;
  const loosens = current.amount !== null && (input.amount === null || input.amount > current.amount);
  const next: LimitState = loosens
    ? { period: input.period, amount: current.amount, pending: { amount: input.amount, at: new Date(at.getTime() + RAISE_DELAY_MS) } }
    : { period: input.period, amount: input.amount, pending: null };
  await q.query(
    `INSERT INTO protection_limits (user_id, period, amount, pending_amount, pending_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, period) DO UPDATE SET amount = $3, pending_amount = $4, pending_at = $5`,
    [input.userId, input.period, next.amount, next.pending?.amount ?? null, next.pending?.at.toISOString() ?? null],
  );
  await recordEvent(q, {
    userId: input.userId,
    kind: 'limit',
    detail: {
      period: input.period,
      from: current.amount,
      to: input.amount,
      effective_at: (next.pending?.at ?? at).toISOString(),
    },
    source: input.source,
    at,
  });
  return next;
}

/** Fen asked for in deposits (pending or approved: only a refusal gives the room back) since the period began. */
export async function depositedSince(q: Queryable, userId: number, from: Date): Promise<number> {
  const { rows } = await q.query<{ total: string | null }>(
    'SELECT SUM(amount)::text AS total FROM deposits WHERE user_id = $1 AND state IN (1, 2) AND created_at >= $2',
    [userId, from.toISOString()],
  );
  return Number(rows[0]?.total ?? 0);
}

export interface Allowance {
  period: LimitPeriod;
  limit: number;
  used: number;
  left: number;
}

/** What each limit in force leaves at `at`. */
export async function allowances(q: Queryable, userId: number, at: Date): Promise<Allowance[]> {
  const limits = (await readLimits(q, userId, at)).filter((l) => l.amount !== null);
  const out: Allowance[] = [];
  for (const l of limits) {
    const used = await depositedSince(q, userId, periodStart(l.period, at));
    out.push({ period: l.period, limit: l.amount as number, used, left: Math.max(0, (l.amount as number) - used) });
  }
  return out;
}

/**
 * Refuses a deposit that would pass a limit, naming the period with the least left. The caller
 * holds the member's row lock (lockMember) in the transaction that inserts the deposit, so
 * concurrent deposits are counted one after another and can never pass a limit together.
 */
export async function requireWithinLimits(q: Queryable, userId: number, amount: number, at: Date): Promise<void> {
  const over = (await allowances(q, userId, at)).filter((a) => amount > a.left).sort((a, b) => a.left - b.left)[0];
  if (over)
    throw new BizError(
      Code.depositLimit,
      PROTECTION_MESSAGES.depositOverLimit(PROTECTION_MESSAGES.periodName[over.period], yuanText(over.left)),
    );
}
