import { API_PATHS, type CallData, type CallRequest } from '@h5/api-contract';
import { baseApi } from '../base-api';

/** A provider tab's list hardly changes while the site is open: fetched once per tab (docs/product.md §7). */
const ONE_DAY_S = 24 * 60 * 60;

/** Opening games: the slot lists of /concise and the URLs /gamePage frames. */
export const gamesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The site's client names the tab `platform_name`; the server reads that field first. */
    conciseGames: build.query<CallData<'gamelistBycode'>, NonNullable<CallRequest<'gamelistBycode'>['platform_name']>>({
      query: (tab) => ({ url: API_PATHS.gamelistBycode, body: { platform_name: tab } }),
      keepUnusedDataFor: ONE_DAY_S,
      providesTags: (_result, _error, tab) => [{ type: 'Games', id: `concise:${tab}` }],
    }),
    gameUrl: build.mutation<CallData<'getGameUrl'>, Omit<CallRequest<'getGameUrl'>, 'is_mobile_url'>>({
      query: (body) => ({ url: API_PATHS.getGameUrl, body: { ...body, is_mobile_url: 1 } }),
      // Auto-transfer may have moved the wallet into the venue.
      invalidatesTags: ['Balance', 'User', 'Venues'],
    }),
    agentLoginUrl: build.query<CallData<'getAgentLoginUrl'>, void>({
      query: () => ({ url: API_PATHS.getAgentLoginUrl, method: 'GET' }),
      providesTags: ['Service'],
    }),
  }),
});

export const { useConciseGamesQuery, useGameUrlMutation, useAgentLoginUrlQuery } = gamesApi;
