import {
  PROTECTION_PATHS,
  type ExcludeData,
  type ExcludeRequest,
  type ProtectionOverview,
  type RealityCheckData,
  type SetLimitRequest,
  type SetRealityRequest,
  type StatementData,
} from '@h5/api-contract';
import { baseApi } from '../base-api';
import type { ApiMeta } from '../base-query';

/**
 * Player protection (docs/api.md, Player protection): limits, reality check, time-out and self-exclusion, the
 * statement. Its own module, so only the 负责任博彩 screen, /recharge's allowance and the lazy
 * reality-check dialog load it. The overview also provides `Transactions`, so a deposit
 * (which invalidates it) refreshes what the limits leave.
 */
const withProtectionTags = baseApi.enhanceEndpoints({ addTagTypes: ['Protection', 'Transactions', 'RealityCheck'] });

/** The server's text rides in the envelope's message (在…生效, 设置成功). */
const withMessage = <T>(data: T, meta: ApiMeta | undefined) => ({ data, message: meta?.message ?? '' });

export const protectionApi = withProtectionTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    protection: build.query<ProtectionOverview, void>({
      query: () => ({ url: PROTECTION_PATHS.overview, body: {} }),
      providesTags: ['Protection', 'Transactions'],
    }),
    setDepositLimit: build.mutation<{ data: Pick<ProtectionOverview, 'limits'>; message: string }, SetLimitRequest>({
      query: (body) => ({ url: PROTECTION_PATHS.setLimit, body }),
      transformResponse: withMessage<Pick<ProtectionOverview, 'limits'>>,
      invalidatesTags: (_result, error) => (error ? [] : ['Protection']),
    }),
    setRealityMinutes: build.mutation<{ data: SetRealityRequest; message: string }, SetRealityRequest>({
      query: (body) => ({ url: PROTECTION_PATHS.setReality, body }),
      transformResponse: withMessage<SetRealityRequest>,
      invalidatesTags: (_result, error) => (error ? [] : ['Protection', 'RealityCheck']),
    }),
    /** The reality check's figures for this session (asked again when the dialog opens). */
    realityCheck: build.query<RealityCheckData, void>({
      query: () => ({ url: PROTECTION_PATHS.realityCheck, body: {} }),
      providesTags: ['RealityCheck', 'Transactions'],
    }),
    /** Starts a time-out or self-exclusion: the server ends the session with its answer. */
    exclude: build.mutation<{ data: ExcludeData; message: string }, ExcludeRequest>({
      query: (body) => ({ url: PROTECTION_PATHS.exclude, body }),
      transformResponse: withMessage<ExcludeData>,
    }),
    statement: build.query<StatementData, void>({
      query: () => ({ url: PROTECTION_PATHS.statement, body: {} }),
      providesTags: ['Transactions'],
    }),
  }),
});

export const {
  useProtectionQuery,
  useSetDepositLimitMutation,
  useSetRealityMinutesMutation,
  useRealityCheckQuery,
  useLazyRealityCheckQuery,
  useExcludeMutation,
  useStatementQuery,
} = protectionApi;
