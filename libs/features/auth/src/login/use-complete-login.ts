import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { accountApi, loggedIn, type AppDispatch } from '@h5/api-client';
import { links } from '@h5/routing';

/**
 * After login or register (docs/product.md §4): the session takes the token (the shell's listener
 * stores it), the member is loaded so the header paints with the balance at once, and the
 * player lands on the page that sent them to /login, else on /.
 */
export function useCompleteLogin(redirect: string | undefined) {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      dispatch(loggedIn(token));
      await dispatch(accountApi.endpoints.user.initiate(undefined, { forceRefetch: true, subscribe: false }));
      navigate(redirect ?? links.home(), { replace: true });
    },
    [dispatch, navigate, redirect],
  );
}
