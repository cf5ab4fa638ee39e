import { API_PATHS, type CallData, type CallRequest } from '@h5/api-contract';
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
    conciseGames: build.query<CallData<'gamelistBycode'>, CallRequest<'gamelistBycode'>['gamecode']>({
      query: (gamecode) => ({ url: API_PATHS.gamelistBycode, body: { gamecode } }),
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
    gameUrl: build.mutation<CallData<'getGameUrl'>, Omit<CallRequest<'getGameUrl'>, 'is_mobile_url'>>({
      query: (body) => ({ url: API_PATHS.getGameUrl, body: { ...body, is_mobile_url: 1 } }),
      // Auto-transfer may have moved the wallet into the venue.
      invalidatesTags: ['Balance', 'User', 'Venues'],
    }),
  }),
});

export const {
  useAppInfoQuery,
  useVisitUrlQuery,
  useGameListQuery,
  useConciseGamesQuery,
  useBannersQuery,
  useHomeNoticesQuery,
  useServiceUrlQuery,
  useGameUrlMutation,
} = contentApi;
