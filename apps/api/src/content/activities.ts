import type { Activity, ActivityApplication, ActivitySummary, ActivityType, Paginator } from '@h5/api-contract';
import { CONTENT_MESSAGES } from './messages';
import { paginate, type PageArgs } from './paginate';
import { absoluteUrl } from './public-url';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import type { Db, Queryable } from '../db/types';

interface ActivityRow extends Omit<ActivitySummary, 'created_at'> {
  content: string;
  memo: string;
  created_at: Date | string;
}

const SUMMARY_COLUMNS = `a.id::int AS id, a.title, a.type::int AS type, a.entitle, a.banner, a.can_apply::int AS can_apply,
  a.state::int AS state, a.created_at, (SELECT count(*)::int FROM activity_applications x WHERE x.activity_id = a.id) AS apply_count`;

const present = (base: string, row: ActivityRow) => ({
  ...row,
  banner: absoluteUrl(base, row.banner),
  created_at: formatDateTime(row.created_at),
});

export async function listActivityTypes(db: Queryable): Promise<ActivityType[]> {
  const { rows } = await db.query<ActivityType>(
    'SELECT id::int AS id, name, state::int AS state FROM activity_types WHERE state = 1 ORDER BY sort, id',
  );
  return rows;
}

export async function listActivities(
  db: Queryable,
  base: string,
  type: number | undefined,
  page: PageArgs,
): Promise<Paginator<ActivitySummary>> {
  const params = type === undefined ? [] : [type];
  const result = await paginate<ActivityRow>(
    db,
    {
      select: SUMMARY_COLUMNS,
      fromWhere: `FROM activities a WHERE a.state = 1${type === undefined ? '' : ' AND a.type = $1'}`,
      orderBy: 'a.sort, a.id',
      params,
    },
    page,
  );
  return { ...result, data: result.data.map((row) => present(base, row)) };
}

export async function activityDetail(db: Queryable, base: string, id: number): Promise<Activity> {
  const { rows } = await db.query<ActivityRow>(
    `SELECT ${SUMMARY_COLUMNS}, a.content, a.memo FROM activities a WHERE a.id = $1 AND a.state = 1`,
    [id],
  );
  if (!rows[0]) throw new BizError(Code.notFound, CONTENT_MESSAGES.activityMissing, null);
  return present(base, rows[0]);
}

/** One application per member and activity; a repeat answers 202 with the current state. */
export async function applyForActivity(db: Db, userId: number, activityId: number): Promise<void> {
  const { rows } = await db.query('SELECT id FROM activities WHERE id = $1 AND state = 1 AND can_apply = 1', [activityId]);
  if (!rows[0]) throw new BizError(Code.notFound, CONTENT_MESSAGES.activityMissing);
  const inserted = await db.query(
    'INSERT INTO activity_applications(activity_id, user_id) VALUES ($1, $2) ON CONFLICT (activity_id, user_id) DO NOTHING',
    [activityId, userId],
  );
  if (inserted.rowCount === 1) return;
  const existing = await db.query<{ state: number }>('SELECT state FROM activity_applications WHERE activity_id = $1 AND user_id = $2', [
    activityId,
    userId,
  ]);
  const state = CONTENT_MESSAGES.applicationStates[existing.rows[0]?.state ?? 1] ?? '';
  throw new BizError(Code.notFound, CONTENT_MESSAGES.alreadyApplied + state);
}

export async function applicationLog(db: Queryable, userId: number, page: PageArgs): Promise<Paginator<ActivityApplication>> {
  const result = await paginate<ActivityApplication & { created_at: Date | string }>(
    db,
    {
      select: 'x.id::int AS id, x.activity_id::int AS activity_id, a.title AS activity_name, x.state::int AS state, x.created_at',
      fromWhere: 'FROM activity_applications x JOIN activities a ON a.id = x.activity_id WHERE x.user_id = $1',
      orderBy: 'x.id DESC',
      params: [userId],
    },
    page,
  );
  return { ...result, data: result.data.map((row) => ({ ...row, created_at: formatDateTime(row.created_at) })) };
}
