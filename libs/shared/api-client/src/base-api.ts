import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * Cache tags: queries provide them, mutations invalidate them, so a money action refreshes
 * every screen that shows the money, and features never call each other.
 */
export const TAG_TYPES = ['AppInfo', 'User', 'Balance', 'Venues', 'Games', 'Banners', 'Notices', 'Service', 'Cards', 'Banks'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one base api; each area injects its endpoints (overrideExisting: 'throw'). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
