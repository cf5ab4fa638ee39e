import { API_PATHS } from '@h5/api-contract';
import { baseApi } from '../base-api';
import type { ApiMeta } from '../base-query';

/** Venue money. transall answers in `message`, shown whatever the code (spec §8). */
export const walletApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    transferAll: build.mutation<{ message: string }, void>({
      query: () => ({ url: API_PATHS.transall }),
      transformResponse: (_data: unknown, meta: ApiMeta | undefined) => ({ message: meta?.message ?? '' }),
      invalidatesTags: ['User', 'Balance', 'Venues'],
    }),
  }),
});

export const { useTransferAllMutation } = walletApi;
