import {
  SECURITY_PATHS,
  type ConfirmBeginData,
  type ConfirmBeginRequest,
  type ConfirmFinishRequest,
  type LoginData,
  type SecurityOverview,
  type SessionInfo,
  type TotpBeginData,
} from '@h5/api-contract';
import { idempotent } from './account-api';
import { baseApi } from '../base-api';

/**
 * Account security (docs/api.md "Account security"): passkeys, TOTP, confirmations, 登录设备 and
 * the idle logout. Its own module: only the 账户安全 screen, the login page's passkey button and
 * the confirmation step load it.
 */
const withSecurityTags = baseApi.enhanceEndpoints({ addTagTypes: ['Security', 'Sessions'] });

/** A call that may need a confirmation: the Idempotency-Key the confirmation was bound to. */
interface Keyed<B> {
  body: B;
  idempotencyKey?: string;
}

export const securityApi = withSecurityTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    securityOverview: build.query<SecurityOverview, void>({
      query: () => ({ url: SECURITY_PATHS.overview, body: {} }),
      providesTags: ['Security'],
    }),
    confirmBegin: build.mutation<ConfirmBeginData, Keyed<ConfirmBeginRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: SECURITY_PATHS.confirmBegin, body, headers: idempotent(idempotencyKey) }),
    }),
    confirmFinish: build.mutation<{ by: 'passkey' | 'totp' }, ConfirmFinishRequest>({
      query: (body) => ({ url: SECURITY_PATHS.confirmFinish, body }),
    }),
    passkeyRegisterBegin: build.mutation<{ challenge_id: number; options: Record<string, unknown> }, Keyed<Record<string, never>>>({
      query: ({ body, idempotencyKey }) => ({ url: SECURITY_PATHS.passkeyRegisterBegin, body, headers: idempotent(idempotencyKey) }),
    }),
    passkeyRegisterFinish: build.mutation<{ id: number; name: string }, { challenge_id: number; response: unknown; name: string }>({
      query: (body) => ({ url: SECURITY_PATHS.passkeyRegisterFinish, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Security']),
    }),
    passkeyRename: build.mutation<unknown, { id: number; name: string }>({
      query: (body) => ({ url: SECURITY_PATHS.passkeyRename, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Security']),
    }),
    passkeyRemove: build.mutation<unknown, Keyed<{ id: number }>>({
      query: ({ body, idempotencyKey }) => ({ url: SECURITY_PATHS.passkeyRemove, body, headers: idempotent(idempotencyKey) }),
      invalidatesTags: (_r, error) => (error ? [] : ['Security']),
    }),
    passkeyLoginBegin: build.mutation<{ challenge_id: number; options: Record<string, unknown> }, void>({
      query: () => ({ url: SECURITY_PATHS.passkeyLoginBegin, body: {} }),
    }),
    passkeyLoginFinish: build.mutation<LoginData, { challenge_id: number; response: unknown }>({
      query: (body) => ({ url: SECURITY_PATHS.passkeyLoginFinish, body }),
    }),
    totpBegin: build.mutation<TotpBeginData, Keyed<Record<string, never>>>({
      query: ({ body, idempotencyKey }) => ({ url: SECURITY_PATHS.totpBegin, body, headers: idempotent(idempotencyKey) }),
    }),
    totpEnable: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: SECURITY_PATHS.totpEnable, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Security']),
    }),
    totpDisable: build.mutation<unknown, Keyed<Record<string, never>>>({
      query: ({ body, idempotencyKey }) => ({ url: SECURITY_PATHS.totpDisable, body, headers: idempotent(idempotencyKey) }),
      invalidatesTags: (_r, error) => (error ? [] : ['Security']),
    }),
    sessions: build.query<SessionInfo[], void>({
      query: () => ({ url: SECURITY_PATHS.sessions, body: {} }),
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<unknown, { id: number }>({
      query: (body) => ({ url: SECURITY_PATHS.sessionEnd, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Sessions']),
    }),
    endOtherSessions: build.mutation<unknown, void>({
      query: () => ({ url: SECURITY_PATHS.sessionsEndOthers, body: {} }),
      invalidatesTags: (_r, error) => (error ? [] : ['Sessions']),
    }),
    setIdle: build.mutation<{ idle_minutes: number }, { minutes: number }>({
      query: (body) => ({ url: SECURITY_PATHS.idle, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Security']),
    }),
  }),
});

export const {
  useSecurityOverviewQuery,
  useConfirmBeginMutation,
  useConfirmFinishMutation,
  usePasskeyRegisterBeginMutation,
  usePasskeyRegisterFinishMutation,
  usePasskeyRenameMutation,
  usePasskeyRemoveMutation,
  usePasskeyLoginBeginMutation,
  usePasskeyLoginFinishMutation,
  useTotpBeginMutation,
  useTotpEnableMutation,
  useTotpDisableMutation,
  useSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useSetIdleMutation,
} = securityApi;
