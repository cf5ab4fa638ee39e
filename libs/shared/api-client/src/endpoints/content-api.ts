import { API_PATHS, type CallData } from '@h5/api-contract';
import { baseApi } from '../base-api';

/**
 * The requests of the answers the server carries in the page (startup/startup-data.ts asks them
 * again itself, in one batch, with these same requests).
 */
export const startupRequests = {
  appInfo: () => ({ url: API_PATHS.app }),
  gameList: () => ({ url: API_PATHS.gameList, method: 'GET' as const, params: { category: '' } }),
  banners: () => ({ url: API_PATHS.bannerList, body: { type: 2 } }),
  homeNotices: () => ({ url: API_PATHS.homenotice }),
};

/** Site configuration and what the home page shows; none of it needs a session. */
export const contentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    appInfo: build.query<CallData<'app'>, void>({
      query: startupRequests.appInfo,
      providesTags: ['AppInfo'],
    }),
    visitUrl: build.query<CallData<'getVisitUrl'>, void>({
      query: () => ({ url: API_PATHS.getVisitUrl, method: 'GET' }),
    }),
    gameList: build.query<CallData<'gameList'>, void>({
      query: startupRequests.gameList,
      providesTags: ['Games'],
    }),
    banners: build.query<CallData<'bannerList'>, void>({
      query: startupRequests.banners,
      providesTags: ['Banners'],
    }),
    homeNotices: build.query<CallData<'homenotice'>, void>({
      query: startupRequests.homeNotices,
      providesTags: ['Notices'],
    }),
    serviceUrl: build.query<CallData<'getservicerurl'>, void>({
      query: () => ({ url: API_PATHS.getservicerurl }),
      providesTags: ['Service'],
    }),
  }),
});

export const { useAppInfoQuery, useVisitUrlQuery, useGameListQuery, useBannersQuery, useHomeNoticesQuery, useServiceUrlQuery } = contentApi;
