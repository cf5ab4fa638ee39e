import { createHash } from 'node:crypto';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

/** One operator action as the trail keeps it (the actor and the time are added on write). */
export interface AuditEntry {
  action: string;
  targetType: 'member' | 'order' | 'setting' | 'operator' | 'notice' | 'message' | 'approval' | 'bet' | 'activity' | 'account' | 'site';
  target: string;
  memberId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** The chain's first link. */
export const GENESIS = '0'.repeat(64);

/** JSON with sorted keys at every level, so the same value always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** The stored fields a row's hash covers, in a fixed order. */
interface HashedFields {
  at: string;
  operator_id: number | null;
  operator_name: string;
  role: string;
  action: string;
  target_type: string;
  target: string;
  member_id: number | null;
  before_state: string;
  after_state: string;
  reason: string;
  ip: string;
  request_id: string;
}

export function rowHash(prevHash: string, f: HashedFields): string {
  const fields = [
    f.at,
    f.operator_id ?? '',
    f.operator_name,
    f.role,
    f.action,
    f.target_type,
    f.target,
    f.member_id ?? '',
    f.before_state,
    f.after_state,
    f.reason,
    f.ip,
    f.request_id,
  ];
  return createHash('sha256')
    .update(`${prevHash}\n${JSON.stringify(fields)}`)
    .digest('hex');
}

/**
 * Appends one row to the trail inside the caller's transaction (the action's own): the action
 * and its row commit or roll back together. The table lock orders concurrent writers, so each
 * row links to the one committed before it; taken last in the action's transaction (after the
 * member and order locks), a writer holding it waits on nothing.
 */
export async function writeAudit(q: Queryable, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  await q.query('LOCK TABLE operator_audit IN EXCLUSIVE MODE');
  const { rows } = await q.query<{ hash: string }>('SELECT hash FROM operator_audit ORDER BY id DESC LIMIT 1');
  const prev = rows[0]?.hash ?? GENESIS;
  const fields: HashedFields = {
    at: at.toISOString(),
    operator_id: actor.operatorId,
    operator_name: actor.username,
    role: actor.role,
    action: entry.action,
    target_type: entry.targetType,
    target: entry.target,
    member_id: entry.memberId ?? null,
    before_state: canonicalJson(entry.before),
    after_state: canonicalJson(entry.after),
    reason: entry.reason ?? '',
    ip: actor.ip,
    request_id: actor.requestId,
  };
  await q.query(
    `INSERT INTO operator_audit (at, operator_id, operator_name, role, action, target_type, target, member_id,
       before_state, after_state, reason, ip, request_id, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      fields.at,
      fields.operator_id,
      fields.operator_name,
      fields.role,
      fields.action,
      fields.target_type,
      fields.target,
      fields.member_id,
      fields.before_state,
      fields.after_state,
      fields.reason,
      fields.ip,
      fields.request_id,
      prev,
      rowHash(prev, fields),
    ],
  );
}

interface StoredRow extends Omit<HashedFields, 'at'> {
  id: number;
  at: Date | string;
  prev_hash: string;
  hash: string;
}

const COLUMNS = `id, at, operator_id, operator_name, role, action, target_type, target, member_id,
  before_state, after_state, reason, ip, request_id, prev_hash, hash`;

const fieldsOf = (r: StoredRow): HashedFields => ({
  ...r,
  at: new Date(r.at).toISOString(),
  operator_id: r.operator_id === null ? null : Number(r.operator_id),
  member_id: r.member_id === null ? null : Number(r.member_id),
});

/** The trail's check: every row's hash recomputed and linked to the one before. */
export interface AuditCheck {
  rows: number;
  /** The first row that does not verify, and why; null when the whole chain holds. */
  broken: { id: number; problem: 'hash' | 'link' } | null;
}

export async function verifyAudit(db: Queryable, pageSize = 1000): Promise<AuditCheck> {
  let prev = GENESIS;
  let lastId = 0;
  let count = 0;
  for (;;) {
    const { rows } = await db.query<StoredRow>(`SELECT ${COLUMNS} FROM operator_audit WHERE id > $1 ORDER BY id LIMIT $2`, [
      lastId,
      pageSize,
    ]);
    for (const r of rows) {
      count++;
      if (r.prev_hash !== prev) return { rows: count, broken: { id: Number(r.id), problem: 'link' } };
      if (rowHash(prev, fieldsOf(r)) !== r.hash) return { rows: count, broken: { id: Number(r.id), problem: 'hash' } };
      prev = r.hash;
      lastId = Number(r.id);
    }
    if (rows.length < pageSize) return { rows: count, broken: null };
  }
}

export interface AuditFilter {
  operator?: string;
  /** The member's user name (any case). */
  member?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** Rows with an id below this (the previous page's last id); newest first. */
  before?: number;
  limit: number;
}

/** The trail, newest first, filtered by operator, member, action and time. */
export async function listAudit(db: Db, f: AuditFilter) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.operator) add('lower(operator_name) = lower(?)', f.operator);
  if (f.member) add('member_id = (SELECT id FROM users WHERE lower(username) = lower(?))', f.member);
  if (f.action) add('action = ?', f.action);
  if (f.from) add('at >= ?', f.from.toISOString());
  if (f.to) add('at < ?', f.to.toISOString());
  if (f.before) add('id < ?', f.before);
  params.push(f.limit);
  const { rows } = await db.query<StoredRow>(
    `SELECT ${COLUMNS} FROM operator_audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    operator: r.operator_name,
    role: r.role,
    action: r.action,
    target_type: r.target_type,
    target: r.target,
    member_id: r.member_id === null ? null : Number(r.member_id),
    before: JSON.parse(r.before_state) as unknown,
    after: JSON.parse(r.after_state) as unknown,
    reason: r.reason,
    ip: r.ip,
    request_id: r.request_id,
    hash: r.hash,
  }));
}
