/** A paged list as ui-kit's PagedList takes it (docs/product.md §4): what usePagedQuery gives a view. */

/** What keeps a list's rows on screen while it asks page 1 again. */
export interface PagedRefresh {
  /**
   * Asks page 1 again and keeps the rows on screen until it arrives, then replaces them (a
   * return to the page, a pull, after an action changed the records). Never rejects: a failure
   * keeps the rows and sets `refreshFailed`.
   */
  refresh: () => Promise<void>;
  /** A refresh is on its way (the rows shown are the previous ones). */
  refreshing: boolean;
  /** The last refresh failed: the rows shown are the previous ones. */
  refreshFailed: boolean;
  /** Changes when a refresh replaced the rows (the list's scroller starts over with them). */
  generation: number;
}

/** A paged list as a view takes it (ui-kit PagedList's data); a story may leave out the refresh. */
export interface Paged<T> extends Partial<PagedRefresh> {
  items: T[];
  /** The page the next loadMore asks for. */
  page: number;
  lastPage: number | undefined;
  total: number | undefined;
  loadMore: () => Promise<void>;
}
