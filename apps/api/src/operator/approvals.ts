import { writeAudit } from './audit';
import { DESK_MESSAGES } from './desk-messages';
import { applyAdjust, applyOrderDecision } from './money-apply';
import { BizError, Code } from '../http/envelope';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

export type ApprovalKind = 'adjust' | 'withdrawal';

/** What applying an approved request needs. */
type Payload = { orderNo: string } | { username: string; amount: number; reason: string };

/**
 * Four eyes: a request for a second finance operator, written with its audit row in the
 * caller's transaction. Returns its id (the answer's `data.approval_id`).
 */
export async function requestApproval(
  q: Queryable,
  actor: Actor,
  r: { kind: ApprovalKind; memberId: number; amount: number; payload: Payload; reason: string; target: string },
  at: Date,
): Promise<number> {
  const payload = r.kind === 'withdrawal' ? (r.payload as { orderNo: string }).orderNo : JSON.stringify(r.payload);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO operator_approvals (kind, member_id, amount, payload, reason, requested_by, requested_name, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
    [r.kind, r.memberId, r.amount, payload, r.reason, actor.operatorId, actor.username, at.toISOString()],
  );
  // A withdrawal already waiting: the same request, not a second one.
  const id = rows[0]?.id ?? (await waitingFor(q, payload));
  await writeAudit(
    q,
    actor,
    {
      action: `approval.request`,
      targetType: r.kind === 'withdrawal' ? 'order' : 'member',
      target: r.target,
      memberId: r.memberId,
      before: null,
      after: { approval_id: Number(id), kind: r.kind, amount: r.amount, state: 1 },
      reason: r.reason,
    },
    at,
  );
  return Number(id);
}

async function waitingFor(q: Queryable, payload: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    "SELECT id FROM operator_approvals WHERE kind = 'withdrawal' AND state = 1 AND payload = $1",
    [payload],
  );
  return Number(rows[0].id);
}

interface ApprovalRow {
  id: number;
  kind: ApprovalKind;
  member_id: number;
  username: string;
  amount: number;
  payload: string;
  reason: string;
  requested_name: string;
  requested_at: Date;
  state: number;
  decided_name: string | null;
  decided_at: Date | null;
  decision_reason: string;
}

const stateName = (state: number) => (['', 'waiting', 'approved', 'rejected'] as const)[state];

/** The requests, newest first; `waiting` only those still to decide. */
export async function listApprovals(db: Queryable, waitingOnly: boolean) {
  const { rows } = await db.query<ApprovalRow>(
    `SELECT a.id, a.kind, a.member_id, u.username, a.amount, a.payload, a.reason, a.requested_name, a.requested_at, a.state,
            a.decided_name, a.decided_at, a.decision_reason
       FROM operator_approvals a JOIN users u ON u.id = a.member_id
      ${waitingOnly ? 'WHERE a.state = 1' : ''} ORDER BY a.id DESC LIMIT 200`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    username: r.username,
    amount: Number(r.amount),
    order_no: r.kind === 'withdrawal' ? r.payload : null,
    reason: r.reason,
    requested_by: r.requested_name,
    requested_at: new Date(r.requested_at).toISOString(),
    state: stateName(Number(r.state)),
    decided_by: r.decided_name,
    decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decision_reason: r.decision_reason,
  }));
}

/**
 * The second operator's decision. Nobody decides their own request; a request is decided once
 * (the row's lock: of two deciders one wins, the other is told it is decided). Approving applies
 * the action in the same transaction (its own audit row beside the decision's); rejecting needs
 * a reason and changes no money (a withdrawal stays pending, to be refused with its reason).
 */
export async function decideApproval(
  db: Db,
  actor: Actor,
  d: { id: number; approve: boolean; reason: string },
  at: Date,
): Promise<{ balance?: number }> {
  if (!d.approve && !d.reason) throw new BizError(Code.invalidParam, DESK_MESSAGES.reasonRequired);
  return db.tx(async (q) => {
    const { rows } = await q.query<ApprovalRow>(
      `SELECT a.id, a.kind, a.member_id, u.username, a.amount, a.payload, a.reason, a.requested_name, a.state
         FROM operator_approvals a JOIN users u ON u.id = a.member_id WHERE a.id = $1 FOR UPDATE OF a`,
      [d.id],
    );
    const request = rows[0];
    if (!request) throw new BizError(Code.notFound, DESK_MESSAGES.approvalNotFound);
    if (Number(request.state) !== 1) throw new BizError(Code.orderDecided, DESK_MESSAGES.approvalDecided);
    if (request.requested_name.toLowerCase() === actor.username.toLowerCase())
      throw new BizError(Code.roleRequired, DESK_MESSAGES.selfApproval);
    const answer: { balance?: number } = {};
    if (d.approve) {
      if (request.kind === 'withdrawal') {
        await applyOrderDecision(
          q,
          actor,
          { table: 'withdrawals', orderNo: request.payload, approve: true, reason: d.reason || request.reason },
          at,
        );
      } else {
        const p = JSON.parse(request.payload) as { username: string; amount: number; reason: string };
        answer.balance = await applyAdjust(q, actor, p, at);
      }
    }
    const state = d.approve ? 2 : 3;
    await q.query(
      'UPDATE operator_approvals SET state = $2, decided_by = $3, decided_name = $4, decided_at = $5, decision_reason = $6 WHERE id = $1',
      [request.id, state, actor.operatorId, actor.username, at.toISOString(), d.reason],
    );
    await writeAudit(
      q,
      actor,
      {
        action: d.approve ? 'approval.approve' : 'approval.reject',
        targetType: 'approval',
        target: String(request.id),
        memberId: Number(request.member_id),
        before: { state: 1, kind: request.kind, amount: Number(request.amount), requested_by: request.requested_name },
        after: { state },
        reason: d.reason,
      },
      at,
    );
    return answer;
  });
}
