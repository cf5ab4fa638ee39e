import type { Paginator } from '@h5/api-contract';
import { optionalPositiveInt } from './input';
import type { Queryable } from '../db/types';

export const PER_PAGE = 10;
const MAX_PER_PAGE = 50;
const MAX_PAGE = 100_000;

export interface PageArgs {
  page: number;
  perPage: number;
}

/** Reads `page` (default 1) and `limit` (default 10, at most 50) of a paged call. */
export function pageArgs(body: { page?: unknown; limit?: unknown }): PageArgs {
  return {
    page: optionalPositiveInt(body.page, 'page', MAX_PAGE) ?? 1,
    perPage: optionalPositiveInt(body.limit, 'limit', MAX_PER_PAGE) ?? PER_PAGE,
  };
}

/**
 * The Laravel paginator over `fromWhere` (a FROM … WHERE … fragment using $1..$n).
 * `select` names the columns, `orderBy` the order; LIMIT/OFFSET are appended here.
 */
export async function paginate<T>(
  q: Queryable,
  parts: { select: string; fromWhere: string; orderBy: string; params: readonly unknown[] },
  { page, perPage }: PageArgs,
): Promise<Paginator<T>> {
  const n = parts.params.length;
  const [count, rows] = await Promise.all([
    q.query<{ total: number }>(`SELECT count(*)::int AS total ${parts.fromWhere}`, parts.params),
    q.query<T>(`SELECT ${parts.select} ${parts.fromWhere} ORDER BY ${parts.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...parts.params,
      perPage,
      (page - 1) * perPage,
    ]),
  ]);
  const total = count.rows[0].total;
  return { current_page: page, data: rows.rows, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
