import type { PushHello } from '@h5/api-contract';
import { type FiguresFen, formatAllFigures, memberFiguresJsonSql } from '../money/figures';
import type { Queryable } from '../db/types';
import type { Member } from '../http/types';

/**
 * A stream's first event: the member's figures and site-message total now, read in one
 * statement together with its snapshot (which transactions it saw) and whether the session is
 * still live — read after the stream was registered, so a revocation or movement committing
 * meanwhile is either in this read or delivered to the stream. null: the session has ended.
 */
export async function readHello(
  db: Queryable,
  member: Member,
  heartbeatMs: number,
): Promise<{ hello: PushHello; snapshot: string } | null> {
  const { rows } = await db.query<{ figures: FiguresFen; messages: number; snapshot: string; live: boolean }>(
    `SELECT ${memberFiguresJsonSql('$1::bigint')} AS figures,
            (SELECT count(*)::int FROM site_messages m WHERE m.user_id IS NULL OR m.user_id = $1::bigint) AS messages,
            pg_current_snapshot()::text AS snapshot,
            EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
                     WHERE s.id = $2::bigint AND s.user_id = $1::bigint AND s.revoked_at IS NULL AND u.status = 1) AS live`,
    [member.id, member.sessionId],
  );
  const row = rows[0];
  if (!row?.live) return null;
  return { hello: { ...formatAllFigures(row.figures), messages: Number(row.messages), heartbeat: heartbeatMs }, snapshot: row.snapshot };
}
