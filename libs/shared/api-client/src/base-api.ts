import { createApi } from '@reduxjs/toolkit/query/react';
import type { baseQuery } from './base-query';

/**
 * Cache tags: queries provide them, mutations invalidate them, so a money action refreshes
 * every screen that shows the money, and features never call each other.
 */
export const TAG_TYPES = ['AppInfo', 'User', 'Balance', 'Venues', 'Games', 'Banners', 'Notices', 'Service', 'Cards', 'Banks'] as const;
export type TagType = (typeof TAG_TYPES)[number];

let run: typeof baseQuery | undefined;

/**
 * The store hands the api its base query (store.ts): this module imports nothing of the app, so
 * the web build runs it, createApi's work included, in the state libraries' chunk's own task
 * instead of the entry's (apps/web/vite.config.mts; docs/performance.md, "The long tasks that
 * remain, one by one"). No query runs without a store.
 */
export function provideBaseQuery(query: typeof baseQuery): void {
  run = query;
}

// The store has handed it in before anything can run a query (no words here: first-paint bytes).
const throughStore: typeof baseQuery = (args, api, extra) => (run as typeof baseQuery)(args, api, extra);

/** The one base api; each area injects its endpoints (overrideExisting: 'throw'). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: throughStore,
  tagTypes: TAG_TYPES,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
