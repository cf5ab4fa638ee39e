import { API_PATHS, type CallData, type CallRequest, type UserInfo } from '@h5/api-contract';
import { baseApi } from '../base-api';
import { accountApi, idempotent } from './account-api';
import { pagedOptions } from '../paging/paged-query';
import type { ApiMeta } from '../base-query';

/**
 * The account screens' calls: profile, avatar, passwords, agent application, help articles,
 * site messages and bet records. A module of its own so that only those lazy screens load it
 * (the shell's first paint needs just account-api.ts). Its tags are added here (code-split
 * tag types), so the base api's list stays the shared money and content tags.
 */
const withAccountTags = baseApi.enhanceEndpoints({ addTagTypes: ['Messages', 'Articles', 'Bets'] });

/** Merges a change into the cached member at once (the avatar shows before the refetch lands). */
const patchUser = (patch: Partial<UserInfo>) =>
  accountApi.util.updateQueryData('user', undefined, (user: UserInfo) => ({ ...user, ...patch }));

/** The success text rides in the envelope's message (password changed, application received). */
const answerMessage = (_data: unknown, meta: ApiMeta | undefined) => ({ message: meta?.message ?? '' });

export const profileApi = withAccountTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** docs/product.md §4: after a profile update the cached member is updated and user info refreshed. */
    updateUserInfo: build.mutation<CallData<'updateuserinfo'>, CallRequest<'updateuserinfo'>>({
      query: (body) => ({ url: API_PATHS.updateuserinfo, body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(patchUser(body));
        } catch {
          // Refused: the form shows the server's message and the cache keeps the old values.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    /** Multipart `file` (gif or png); the answer's URL becomes the cached avatar at once. */
    uploadAvatar: build.mutation<CallData<'uploadimg'>, Blob>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file instanceof File ? file.name : 'avatar');
        return { url: API_PATHS.uploadimg, body: form };
      },
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(patchUser({ avatar: data.path }));
        } catch {
          // Refused: the old picture stays.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    /** Login password: the server revokes every session; the page then logs out (docs/product.md §4). */
    // The key a confirmation was bound to, for a member with a passkey or TOTP (docs/api.md "Account security").
    editPassword: build.mutation<{ message: string }, CallRequest<'editPassword'> & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: API_PATHS.editPassword, body, headers: idempotent(idempotencyKey) }),
      transformResponse: answerMessage,
      invalidatesTags: [],
    }),
    /** Withdrawal password: nothing cached shows it. */
    editPayPassword: build.mutation<{ message: string }, CallRequest<'editPayPassword'> & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: API_PATHS.editPayPassword, body, headers: idempotent(idempotencyKey) }),
      transformResponse: answerMessage,
      invalidatesTags: [],
    }),
    applyAgent: build.mutation<{ message: string }, CallRequest<'applyagentdo'>>({
      query: (body) => ({ url: API_PATHS.applyagentdo, body }),
      transformResponse: answerMessage,
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    /** Help-centre and /abouts articles by type; `null` when none is written yet. */
    article: build.query<CallData<'article'>, number>({
      query: (type) => ({ url: API_PATHS.article, body: { type } }),
      providesTags: (_result, _error, type) => [{ type: 'Articles', id: type }],
    }),
    /** Page 1 of 站内信, for its total (the unread count: session/message-num.ts). */
    siteMessages: build.query<CallData<'noticeList'>, number>({
      query: (page) => ({ url: API_PATHS.noticeList, body: { page } }),
      providesTags: ['Messages'],
    }),
    /** The 站内信 list, a page at a time (paging/paged-query.ts); the stream's messages event refreshes it through its tag. */
    siteMessagePages: build.infiniteQuery<CallData<'noticeList'>, void, number>({
      infiniteQueryOptions: pagedOptions((answer: CallData<'noticeList'>) => answer),
      query: ({ pageParam }) => ({ url: API_PATHS.noticeList, body: { page: pageParam } }),
      providesTags: ['Messages'],
    }),
    /** Bet records for a platform (''= all) and a date filter, a page at a time. */
    betRecords: build.infiniteQuery<CallData<'betrecord'>, Omit<CallRequest<'betrecord'>, 'page'>, number>({
      infiniteQueryOptions: pagedOptions((answer: CallData<'betrecord'>) => answer),
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.betrecord, body: { ...queryArg, page: pageParam } }),
      providesTags: ['Bets'],
    }),
  }),
});

export const {
  useUpdateUserInfoMutation,
  useUploadAvatarMutation,
  useEditPasswordMutation,
  useEditPayPasswordMutation,
  useApplyAgentMutation,
  useArticleQuery,
  useSiteMessagesQuery,
  useSiteMessagePagesInfiniteQuery,
  useBetRecordsInfiniteQuery,
} = profileApi;
