import { API_PATHS, type CallData } from '@h5/api-contract';
import { baseApi } from '../base-api';
import type { ApiMeta } from '../base-query';

/** The Idempotency-Key header of a money action (see money/idempotency-key.ts). */
export const idempotent = (key: string | undefined) => (key ? { 'Idempotency-Key': key } : undefined);

/** Every amount a screen shows: header balance, user info (central + game) and venue list. */
export const MONEY_TAGS = ['User', 'Balance', 'Venues'] as const;

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
    /**
     * 一键回收 (the header's button and the wallet screens'); transall answers in `message`,
     * shown whatever the code (docs/product.md §8).
     */
    transferAll: build.mutation<{ message: string }, { idempotencyKey?: string } | void>({
      query: (arg) => ({ url: API_PATHS.transall, headers: idempotent(arg?.idempotencyKey) }),
      transformResponse: (_data: unknown, meta: ApiMeta | undefined) => ({ message: meta?.message ?? '' }),
      invalidatesTags: [...MONEY_TAGS],
    }),
  }),
});

export const { useUserQuery, useBalanceQuery, useRefreshUserMoneyMutation, useTransferAllMutation } = accountApi;
