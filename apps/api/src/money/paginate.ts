/** The Laravel paginator the site's clients read. */
export interface Page<T> {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
}

export const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 50;

/** page and pagesize from a request, bounded (pagesize 1-50, default 10). */
export function pageParams(page: unknown, pagesize: unknown): { page: number; perPage: number } {
  const p = Number(page ?? 1);
  const s = Number(pagesize ?? DEFAULT_PER_PAGE);
  return {
    page: Number.isSafeInteger(p) && p >= 1 ? Math.min(p, 100_000) : 1,
    perPage: Number.isSafeInteger(s) && s >= 1 ? Math.min(s, MAX_PER_PAGE) : DEFAULT_PER_PAGE,
  };
}

export function paginator<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return { current_page: page, data, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
