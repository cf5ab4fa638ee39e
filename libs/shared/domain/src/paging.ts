/** Paged lists start here (docs/product.md §4). */
export const FIRST_PAGE = 1;

export interface PagingState {
  /** The page the next request would ask for (already advanced past the last loaded page). */
  readonly page: number;
  readonly lastPage: number;
  /** How many items the list holds so far. */
  readonly loaded: number;
  readonly total: number;
}

/**
 * The spec's stop rule: no more requests once the next page exceeds last_page or the list
 * holds total items. "At least total" rather than "equal" so a list that received a
 * duplicate row while data changed under it still stops.
 */
export function isPagingDone(p: PagingState): boolean {
  return p.page > p.lastPage || p.loaded >= p.total;
}

/**
 * After page `loadedPage` arrived: the page to request next, or null when the list is done.
 */
export function nextPage(p: { loadedPage: number; lastPage: number; loaded: number; total: number }): number | null {
  const page = p.loadedPage + 1;
  return isPagingDone({ page, lastPage: p.lastPage, loaded: p.loaded, total: p.total }) ? null : page;
}
