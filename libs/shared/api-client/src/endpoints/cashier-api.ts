import { API_PATHS, type CallData, type CallRequest } from '@h5/api-contract';
import { baseApi } from '../base-api';
import { idempotent, MONEY_TAGS } from './account-api';
import { pagedOptions } from '../paging/paged-query';
import type { ApiMeta } from '../base-query';
import type { MoneyMutation } from './wallet-api';

/**
 * The cashier screens' calls: deposit ways, ranges and receiving accounts, deposits, pay
 * info, wagering, withdrawals and transaction records. Its own module, so only the lazy
 * cashier screens load it; its tags are added here (code-split tag types).
 */
const withCashierTags = baseApi.enhanceEndpoints({ addTagTypes: ['Transactions', 'BetAmount'] });

export const cashierApi = withCashierTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    payWays: build.query<CallData<'get_pay_way'>, void>({
      query: () => ({ url: API_PATHS.get_pay_way, method: 'GET' }),
    }),
    payRange: build.query<CallData<'getPayRange'>, CallRequest<'getPayRange'>['type']>({
      query: (type) => ({ url: API_PATHS.getPayRange, body: { type } }),
    }),
    payBanks: build.query<CallData<'getpaybank'>, void>({
      query: () => ({ url: API_PATHS.getpaybank }),
    }),
    /** The deposit number travels in the envelope's message (docs/product.md §3). */
    recharge: build.mutation<{ message: string }, MoneyMutation<CallRequest<'recharge'>>>({
      query: ({ body, idempotencyKey }) => ({ url: API_PATHS.recharge, body, headers: idempotent(idempotencyKey) }),
      transformResponse: (_data: unknown, meta: ApiMeta | undefined) => ({ message: meta?.message ?? '' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Transactions']),
    }),
    payInfo: build.query<CallData<'payinfo'> & { kind: string }, string>({
      query: (deposit_no) => ({ url: API_PATHS.payinfo, body: { deposit_no } }),
      transformResponse: (data: CallData<'payinfo'>, meta: ApiMeta | undefined) => ({ ...data, kind: meta?.message ?? '' }),
    }),
    /**
     * VipPay: the server checks the amount and answers the payment page's address (a one-time
     * ticket and the amount, never the session token). No order exists until the player
     * confirms there, so nothing on screen changes.
     */
    vippayHandoff: build.mutation<CallData<'vippay'>, CallRequest<'vippay'>>({
      query: (body) => ({ url: API_PATHS.vippay, body }),
    }),
    betAmount: build.query<CallData<'getBetAmount'>, void>({
      query: () => ({ url: API_PATHS.getBetAmount }),
      providesTags: ['BetAmount'],
    }),
    /**
     * The main balance is held at once on the server, so every outcome refetches the
     * amounts (a timeout may still have taken the money) and the records.
     */
    withdraw: build.mutation<CallData<'withdraw'>, MoneyMutation<CallRequest<'withdraw'>>>({
      query: ({ body, idempotencyKey }) => ({ url: API_PATHS.withdraw, body, headers: idempotent(idempotencyKey) }),
      invalidatesTags: [...MONEY_TAGS, 'Transactions', 'BetAmount'],
    }),
    /** Transaction records for a filter, a page at a time (paging/paged-query.ts). */
    transRecords: build.infiniteQuery<CallData<'gettransrecord'>, Omit<CallRequest<'gettransrecord'>, 'page'>, number>({
      infiniteQueryOptions: pagedOptions((answer: CallData<'gettransrecord'>) => answer),
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.gettransrecord, body: { ...queryArg, page: pageParam } }),
      providesTags: ['Transactions'],
    }),
  }),
});

export const {
  usePayWaysQuery,
  usePayRangeQuery,
  usePayBanksQuery,
  useRechargeMutation,
  useVippayHandoffMutation,
  usePayInfoQuery,
  useBetAmountQuery,
  useWithdrawMutation,
  useTransRecordsInfiniteQuery,
} = cashierApi;
