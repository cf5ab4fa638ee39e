import { API_PATHS, type CallData, type CallRequest } from '@h5/api-contract';
import { baseApi } from '../base-api';
import { idempotent, MONEY_TAGS } from './account-api';
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
    /** One page of the member's applications; the screen appends pages. */
    applications: build.query<CallData<'activityApplyLog'>, number>({
      query: (page) => ({ url: API_PATHS.activityApplyLog, body: { page } }),
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
    redPacketRecords: build.query<CallData<'redpacket'>, number>({
      query: (page) => ({ url: API_PATHS.redpacket, body: { page } }),
      providesTags: ['RedPacket'],
    }),
    rebates: build.query<CallData<'getfanshui'>, CallRequest<'getfanshui'>>({
      query: (body) => ({ url: API_PATHS.getfanshui, body }),
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
  useLazyApplicationsQuery,
  useVipLevelsQuery,
  useRedPacketInfoQuery,
  useGrabRedPacketMutation,
  useLazyRedPacketRecordsQuery,
  useRebatesQuery,
  useLazyRebatesQuery,
  useClaimRebatesMutation,
} = promotionsApi;
