import { loggedOut, useLogoffMutation, type AppDispatch } from '@h5/api-client';
import { confirm } from '@h5/ui-kit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { messages } from '../messages';

/**
 * Logout (spec §4): confirm, call logoff, then end the session whatever the call answered.
 * `loggedOut` is what the shell's listener reacts to: it clears all storage, stops the
 * balance polling and goes to /login. Resolves to whether the player logged out.
 */
export function useLogout(): () => Promise<boolean> {
  const dispatch = useDispatch<AppDispatch>();
  const [logoff] = useLogoffMutation();
  return useCallback(async () => {
    if (!(await confirm({ content: messages.logoutConfirm }))) return false;
    // The answer does not matter: a failed call must not leave the player logged in.
    await logoff();
    dispatch(loggedOut());
    return true;
  }, [dispatch, logoff]);
}
