import { API_PATHS, type CallData, type CallRequest } from '@h5/api-contract';
import { baseApi } from '../base-api';
import type { ApiMeta } from '../base-query';

/** Login, register and logoff: every cached member-specific answer is stale afterwards. */
export const sessionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<CallData<'login_pc'>, CallRequest<'login_pc'>>({
      query: (body) => ({ url: API_PATHS.login_pc, body }),
      invalidatesTags: ['User', 'Balance', 'Venues'],
    }),
    // The answer's own text rides along: register always shows the server's message (docs/product.md §8).
    register: build.mutation<CallData<'register'> & { message: string }, CallRequest<'register'>>({
      query: (body) => ({ url: API_PATHS.register, body }),
      transformResponse: (data: CallData<'register'>, meta: ApiMeta | undefined) => ({ ...data, message: meta?.message ?? '' }),
      invalidatesTags: ['User', 'Balance', 'Venues'],
    }),
    // No tags: refetching member data with the token just revoked would only earn 401s. The
    // shell drops the whole cache when the session ends (loggedOut).
    logoff: build.mutation<CallData<'logoff'>, void>({
      query: () => ({ url: API_PATHS.logoff }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoffMutation } = sessionApi;
