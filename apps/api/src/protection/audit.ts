import type { Queryable } from '../db/types';

export type ProtectionSource = 'member' | 'operator';

/** One row of the audit trail: what changed, for whom, when and by whom (docs/api.md, Player protection §5). */
export async function recordEvent(
  q: Queryable,
  e: { userId: number; kind: string; detail: Record<string, unknown>; source: ProtectionSource; at: Date },
): Promise<void> {
  await q.query('INSERT INTO protection_events (user_id, kind, detail, source, created_at) VALUES ($1, $2, $3, $4, $5)', [
    e.userId,
    e.kind,
    JSON.stringify(e.detail),
    e.source,
    e.at.toISOString(),
  ]);
}

export interface ProtectionEvent {
  kind: string;
  detail: Record<string, unknown>;
  source: ProtectionSource;
  created_at: Date;
}

/** A member's audit trail, newest first. */
export async function listEvents(q: Queryable, userId: number, max = 200): Promise<ProtectionEvent[]> {
  const { rows } = await q.query<ProtectionEvent>(
    'SELECT kind, detail, source, created_at FROM protection_events WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, max],
  );
  return rows.map((r) => ({ ...r, detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail }));
}
