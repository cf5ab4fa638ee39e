import { writeAudit } from './audit';
import { DESK_MESSAGES } from './desk-messages';
import { OPERATOR_MESSAGES } from './messages';
import { memberByName } from '../accounts/members';
import { revokeSessions } from '../auth/sessions';
import { BizError, Code } from '../http/envelope';
import { lockMember } from '../money/ledger';
import { activeExclusion } from '../protection/exclusions';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

/** users.status: 1 active, 0 frozen (login refused, every session's next call 401). */
const ACTIVE = 1;
const FROZEN = 0;

async function requireMember(q: Queryable, username: string) {
  const found = await memberByName(q, username);
  if (!found) throw new BizError(Code.notFound, OPERATOR_MESSAGES.memberNotFound);
  return found;
}

/**
 * Freezes or unfreezes a member, with the reason, under the member's lock. Freezing ends every
 * session the member has: auth/sessions.ts revokes them and its event closes their open streams
 * on every instance once this commits; the member gate reads users.status, so the next call of
 * any session answers 401 there too, and the login is refused until an unfreeze.
 */
export async function setFrozen(
  db: Db,
  actor: Actor,
  input: { username: string; frozen: boolean; reason: string },
  at: Date,
): Promise<void> {
  if (!input.reason) throw new BizError(Code.invalidParam, DESK_MESSAGES.reasonRequired);
  await db.tx(async (q) => {
    const found = await requireMember(q, input.username);
    await lockMember(q, found.id);
    const { rows } = await q.query<{ status: number }>('SELECT status FROM users WHERE id = $1', [found.id]);
    const before = Number(rows[0].status);
    if (input.frozen && before === FROZEN) throw new BizError(Code.orderDecided, DESK_MESSAGES.alreadyFrozen);
    if (!input.frozen && before !== FROZEN) throw new BizError(Code.orderDecided, DESK_MESSAGES.notFrozen);
    const after = input.frozen ? FROZEN : ACTIVE;
    await q.query('UPDATE users SET status = $2 WHERE id = $1', [found.id, after]);
    if (input.frozen) await revokeSessions(q, found.id);
    const action = input.frozen ? 'member.freeze' : 'member.unfreeze';
    await writeAudit(
      q,
      actor,
      {
        action,
        targetType: 'member',
        target: found.username,
        memberId: found.id,
        before: { status: before },
        after: { status: after },
        reason: input.reason,
      },
      at,
    );
  });
}

/** Ends every session of a member now (streams too, on every instance); the member may log in again. */
export async function forceLogout(db: Db, actor: Actor, input: { username: string; reason: string }, at: Date): Promise<{ ended: number }> {
  return db.tx(async (q) => {
    const found = await requireMember(q, input.username);
    await lockMember(q, found.id);
    const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [
      found.id,
    ]);
    await revokeSessions(q, found.id);
    const ended = Number(rows[0].n);
    await writeAudit(
      q,
      actor,
      {
        action: 'member.logout',
        targetType: 'member',
        target: found.username,
        memberId: found.id,
        before: { sessions: ended },
        after: { sessions: 0 },
        reason: input.reason,
      },
      at,
    );
    return { ended };
  });
}

/** The last four characters only: the view is for recognising an account, not paying into it. */
const masked = (text: string) => (text.length <= 4 ? text : `****${text.slice(-4)}`);

/**
 * Everything support needs about one member without SQL: balances (central and per venue),
 * the latest ledger rows and orders, live sessions, payout accounts (masked), protection in
 * force and the addresses known: the one it registered from and the last ten its sessions came
 * from (ended ones too: where a member signed in from is what risk looks at after a freeze).
 */
export async function memberView(db: Queryable, username: string, at: Date) {
  const found = await requireMember(db, username);
  const id = found.id;
  const [user, venues, ledger, deposits, withdrawals, sessions, cards, exclusion, addresses] = await Promise.all([
    db.query<{
      realname: string;
      vip: number;
      balance: number;
      paysum: number;
      status: number;
      reg_ip: string;
      locale: string;
      created_at: Date;
    }>('SELECT realname, vip, balance, paysum, status, reg_ip, locale, created_at FROM users WHERE id = $1', [id]),
    db.query<{ venue_code: string; balance: number }>(
      'SELECT venue_code, balance FROM venue_accounts WHERE user_id = $1 ORDER BY venue_code',
      [id],
    ),
    db.query<{ kind: string; wallet: string; amount: number; after: number; ref: string; remark: string; created_at: Date }>(
      'SELECT kind, wallet, amount, after, ref, remark, created_at FROM ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 50',
      [id],
    ),
    db.query<{ order_no: string; amount: number; paytype: string; state: number; decision_reason: string; created_at: Date }>(
      'SELECT order_no, amount, paytype, state, decision_reason, created_at FROM deposits WHERE user_id = $1 ORDER BY id DESC LIMIT 20',
      [id],
    ),
    db.query<{ order_no: string; amount: number; type: number; state: number; decision_reason: string; created_at: Date }>(
      'SELECT order_no, amount, type, state, decision_reason, created_at FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT 20',
      [id],
    ),
    db.query<{ id: number; scope: string; created_at: Date }>(
      'SELECT id, scope, created_at FROM sessions WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC LIMIT 20',
      [id],
    ),
    db.query<{ kind: string; bank: string; bank_no: string; bank_owner: string }>(
      'SELECT kind, bank, bank_no, bank_owner FROM cards WHERE user_id = $1 ORDER BY id',
      [id],
    ),
    activeExclusion(db, id, at),
    db.query<{ ip: string; sessions: number; first_seen: Date; last_seen: Date }>(
      `SELECT ip, count(*)::int AS sessions, min(created_at) AS first_seen, max(COALESCE(last_seen_at, created_at)) AS last_seen
         FROM sessions WHERE user_id = $1 AND ip <> '' GROUP BY ip ORDER BY last_seen DESC LIMIT 10`,
      [id],
    ),
  ]);
  const u = user.rows[0];
  const iso = (d: Date) => new Date(d).toISOString();
  return {
    username: found.username,
    realname: u.realname,
    vip: Number(u.vip),
    status: Number(u.status) === FROZEN ? 'frozen' : 'active',
    locale: u.locale,
    created_at: iso(u.created_at),
    balance: Number(u.balance),
    paysum: Number(u.paysum),
    venues: venues.rows.map((v) => ({ venue: v.venue_code, balance: Number(v.balance) })),
    ledger: ledger.rows.map((l) => ({ ...l, amount: Number(l.amount), after: Number(l.after), created_at: iso(l.created_at) })),
    deposits: deposits.rows.map((d) => ({ ...d, amount: Number(d.amount), state: Number(d.state), created_at: iso(d.created_at) })),
    withdrawals: withdrawals.rows.map((w) => ({
      ...w,
      amount: Number(w.amount),
      type: Number(w.type),
      state: Number(w.state),
      created_at: iso(w.created_at),
    })),
    sessions: sessions.rows.map((s) => ({ id: Number(s.id), scope: s.scope, created_at: iso(s.created_at) })),
    payout_accounts: cards.rows.map((c) => ({ kind: c.kind, bank: c.bank, owner: c.bank_owner, number: masked(c.bank_no) })),
    protection: exclusion ? { kind: exclusion.kind, ends_at: exclusion.ends_at.toISOString() } : null,
    addresses: {
      registered: u.reg_ip,
      recent: addresses.rows.map((a) => ({
        ip: a.ip,
        sessions: Number(a.sessions),
        first_seen: iso(a.first_seen),
        last_seen: iso(a.last_seen),
      })),
    },
  };
}

/** A throttle lift with its audit row; `clear` is the throttle's own (security/) in this transaction. */
export async function auditedLift(
  db: Db,
  actor: Actor,
  target: { username?: string; ip?: string },
  keysOf: (member: { id: number; username: string } | null) => string[],
  clear: (q: Queryable, keys: string[]) => Promise<number>,
  at: Date,
): Promise<number> {
  return db.tx(async (q) => {
    const member = target.username ? await requireMember(q, target.username) : null;
    const cleared = await clear(q, keysOf(member));
    await writeAudit(
      q,
      actor,
      {
        action: 'throttle.lift',
        targetType: 'member',
        target: member?.username ?? target.ip ?? '',
        memberId: member?.id ?? null,
        before: { counters: cleared },
        after: { counters: 0, ip: target.ip ?? null },
      },
      at,
    );
    return cleared;
  });
}
