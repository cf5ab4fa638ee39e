import { API_PATHS, type CallData, type CallRequest } from '@h5/api-contract';
import { baseApi } from '../base-api';
import { idempotent, MONEY_TAGS } from './account-api';
import { pagedOptions } from '../paging/paged-query';
import type { ApiMeta } from '../base-query';
import type { MoneyMutation } from './wallet-api';

/**
 * The promotions screens' calls: activities, applications, VIP levels, red packets and
 * rebates. Its own module so only those lazy screens load it; its tags are added here.
 * A red-packet win or a rebate claim moves money, so both invalidate the money tags: the
 * header, /money, /transfer and /mine show the new balance without a reload.
 */
const withPromotionTags = baseApi.enhanceEndpoints({ addTagTypes: ['Activities', 'Applications', 'Vip', 'RedPacket', 'Rebates'] });

/** The answer's text rides in the envelope's message (applied, claimed). */
const answerMessage = (_data: unknown, meta: ApiMeta | undefined) => ({ message: meta?.message ?? '' });

export const promotionsApi = withPromotionTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    activityTypes: build.query<CallData<'activitytype'>, void>({
      query: () => ({ url: API_PATHS.activitytype }),
      providesTags: ['Activities'],
    }),
    /** `type` undefined is 全部 (the request then carries no type). */
    activities: build.query<CallData<'activitylist'>, number | undefined>({
      query: (type) => ({ url: API_PATHS.activitylist, body: type === undefined ? {} : { type } }),
      providesTags: ['Activities'],
    }),
    activity: build.query<CallData<'activitydeatil'>, number>({
      query: (id) => ({ url: API_PATHS.activitydeatil, body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Activities', id }],
    }),
    /** docs/product.md §8: the returned message is shown whatever the code; the page reads it from either side. */
    applyActivity: build.mutation<{ message: string }, CallRequest<'doactivityapply'>>({
      query: (body) => ({ url: API_PATHS.doactivityapply, body }),
      transformResponse: answerMessage,
      invalidatesTags: ['Applications'],
    }),
    /** The member's applications, a page at a time (paging/paged-query.ts). */
    applications: build.infiniteQuery<CallData<'activityApplyLog'>, void, number>({
      infiniteQueryOptions: pagedOptions((answer: CallData<'activityApplyLog'>) => answer),
      query: ({ pageParam }) => ({ url: API_PATHS.activityApplyLog, body: { page: pageParam } }),
      providesTags: ['Applications'],
    }),
    vipLevels: build.query<CallData<'uservip'>, void>({
      query: () => ({ url: API_PATHS.uservip }),
      providesTags: ['Vip'],
    }),
    redPacketInfo: build.query<CallData<'userredpacket'>, void>({
      query: () => ({ url: API_PATHS.userredpacket, method: 'GET', params: { page: 1 } }),
      providesTags: ['RedPacket'],
    }),
    /** A grab: a win (or a refusal that may have raced a win) reloads the info and every balance. */
    grabRedPacket: build.mutation<CallData<'douserredpacket'>, MoneyMutation<void>>({
      query: ({ idempotencyKey }) => ({ url: API_PATHS.douserredpacket, body: {}, headers: idempotent(idempotencyKey) }),
      invalidatesTags: ['RedPacket', ...MONEY_TAGS],
    }),
    redPacketRecords: build.infiniteQuery<CallData<'redpacket'>, void, number>({
      infiniteQueryOptions: pagedOptions((answer: CallData<'redpacket'>) => answer),
      query: ({ pageParam }) => ({ url: API_PATHS.redpacket, body: { page: pageParam } }),
      providesTags: ['RedPacket'],
    }),
    /** Rebate records a page at a time; each page's answer also carries the claimed and pending totals. */
    rebates: build.infiniteQuery<CallData<'getfanshui'>, Omit<CallRequest<'getfanshui'>, 'page'>, number>({
      infiniteQueryOptions: pagedOptions((answer: CallData<'getfanshui'>) => answer.list),
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.getfanshui, body: { ...queryArg, page: pageParam } }),
      providesTags: ['Rebates'],
    }),
    /** Claims every pending rebate; docs/product.md §4: then user info and the list refresh. */
    claimRebates: build.mutation<{ message: string }, MoneyMutation<void>>({
      query: ({ idempotencyKey }) => ({ url: API_PATHS.dofanshui, body: {}, headers: idempotent(idempotencyKey) }),
      transformResponse: answerMessage,
      invalidatesTags: ['Rebates', ...MONEY_TAGS],
    }),
  }),
});

export const {
  useActivityTypesQuery,
  useActivitiesQuery,
  useActivityQuery,
  useApplyActivityMutation,
  useApplicationsInfiniteQuery,
  useVipLevelsQuery,
  useRedPacketInfoQuery,
  useGrabRedPacketMutation,
  useRedPacketRecordsInfiniteQuery,
  useRebatesInfiniteQuery,
  useClaimRebatesMutation,
} = promotionsApi;
