import { API_PATHS, type CallData } from '@h5/api-contract';
import { baseApi } from '../base-api';

/** Site configuration and what the home page shows; none of it needs a session. */
export const contentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    appInfo: build.query<CallData<'app'>, void>({
      query: () => ({ url: API_PATHS.app }),
      providesTags: ['AppInfo'],
    }),
    visitUrl: build.query<CallData<'getVisitUrl'>, void>({
      query: () => ({ url: API_PATHS.getVisitUrl, method: 'GET' }),
    }),
    gameList: build.query<CallData<'gameList'>, void>({
      query: () => ({ url: API_PATHS.gameList, method: 'GET', params: { category: '' } }),
      providesTags: ['Games'],
    }),
    banners: build.query<CallData<'bannerList'>, void>({
      query: () => ({ url: API_PATHS.bannerList, body: { type: 2 } }),
      providesTags: ['Banners'],
    }),
    homeNotices: build.query<CallData<'homenotice'>, void>({
      query: () => ({ url: API_PATHS.homenotice }),
      providesTags: ['Notices'],
    }),
    serviceUrl: build.query<CallData<'getservicerurl'>, void>({
      query: () => ({ url: API_PATHS.getservicerurl }),
      providesTags: ['Service'],
    }),
  }),
});

export const { useAppInfoQuery, useVisitUrlQuery, useGameListQuery, useBannersQuery, useHomeNoticesQuery, useServiceUrlQuery } = contentApi;
