import { API_PATHS, type CallData, type CallRequest, type CardType, type TransferRequest, type UserInfo } from '@h5/api-contract';
import { baseApi } from '../base-api';
import { accountApi, idempotent, MONEY_TAGS } from './account-api';

/** A money action carries its idempotency key (see money/idempotency-key.ts). */
export interface MoneyMutation<T> {
  body: T;
  idempotencyKey: string;
}

/**
 * Venue money and payout cards (一键回收, transferAll, is in account-api.ts: the header's
 * first paint uses it, and this file's calls are only the lazy wallet screens'). Mutations that move money invalidate MONEY_TAGS, so the
 * header, /money, /transfer and /withdrawal show the new amounts without a reload; card
 * mutations invalidate both card lists (docs/product.md §4: after unbind both lists reload).
 */
export const walletApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Polled by the wallet screens (3500 ms, 1500 ms on /transfer) without a loader. */
    venueBalances: build.query<CallData<'balancelist'>, void>({
      query: () => ({ url: API_PATHS.balancelist }),
      providesTags: ['Venues'],
    }),
    transfer: build.mutation<CallData<'transfer'>, MoneyMutation<TransferRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: API_PATHS.transfer, body, headers: idempotent(idempotencyKey) }),
      // A refused transfer may still have changed a balance upstream (venue timeout), so
      // every outcome refetches the amounts.
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** 免转: on success the cached member's flag is updated at once (docs/product.md §4), then refetched. */
    setTransferStatus: build.mutation<CallData<'uptransferstatus'>, CallRequest<'uptransferstatus'>['transferstatus']>({
      query: (transferstatus) => ({ url: API_PATHS.uptransferstatus, body: { transferstatus } }),
      async onQueryStarted(transferstatus, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(accountApi.util.updateQueryData('user', undefined, (user: UserInfo) => ({ ...user, transferstatus })));
        } catch {
          // The page shows the server's message; the stored flag stays as it was.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    cards: build.query<CallData<'getcard'>, CardType>({
      query: (type) => ({ url: API_PATHS.getcard, body: { type } }),
      providesTags: (_result, _error, type) => [{ type: 'Cards', id: type }],
    }),
    // The key a confirmation was bound to, for a member with a passkey or TOTP (docs/api.md "Account security").
    bindCard: build.mutation<CallData<'bindcard'>, CallRequest<'bindcard'> & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: API_PATHS.bindcard, body, headers: idempotent(idempotencyKey) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Cards']),
    }),
    deleteCard: build.mutation<CallData<'delcard'>, CallRequest<'delcard'>['id']>({
      query: (id) => ({ url: API_PATHS.delcard, body: { id } }),
      invalidatesTags: ['Cards'],
    }),
    banks: build.query<CallData<'banklist'>, void>({
      query: () => ({ url: API_PATHS.banklist }),
      providesTags: ['Banks'],
    }),
  }),
});

export const {
  useVenueBalancesQuery,
  useTransferMutation,
  useSetTransferStatusMutation,
  useCardsQuery,
  useBindCardMutation,
  useDeleteCardMutation,
  useBanksQuery,
} = walletApi;
