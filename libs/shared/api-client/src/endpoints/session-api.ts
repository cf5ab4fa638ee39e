import { API_PATHS, type CallData, type CallRequest } from '@h5/api-contract';
import { baseApi } from '../base-api';

/** Login, register and logoff: every cached member-specific answer is stale afterwards. */
export const sessionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<CallData<'login_pc'>, CallRequest<'login_pc'>>({
      query: (body) => ({ url: API_PATHS.login_pc, body }),
      invalidatesTags: ['User', 'Balance', 'Venues'],
    }),
    register: build.mutation<CallData<'register'>, CallRequest<'register'>>({
      query: (body) => ({ url: API_PATHS.register, body }),
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
