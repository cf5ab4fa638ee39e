import { API_PATHS, type CallData } from '@h5/api-contract';
import { baseApi } from '../base-api';

/** The member and the central wallet (the shell's first paint needs these; the account screens' calls are in profile-api.ts). */
export const accountApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    user: build.query<CallData<'user'>, void>({
      query: () => ({ url: API_PATHS.user }),
      providesTags: ['User'],
    }),
    balance: build.query<CallData<'balance'>, void>({
      query: () => ({ url: API_PATHS.balance }),
      providesTags: ['Balance'],
    }),
    refreshUserMoney: build.mutation<CallData<'refreshusermoney'>, void>({
      query: () => ({ url: API_PATHS.refreshusermoney }),
      invalidatesTags: ['User', 'Balance', 'Venues'],
    }),
  }),
});

export const { useUserQuery, useBalanceQuery, useRefreshUserMoneyMutation } = accountApi;
