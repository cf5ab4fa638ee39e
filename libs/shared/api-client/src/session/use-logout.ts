import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLogoffMutation } from '../endpoints/session-api';
import { messages } from '../messages';
import { loggedOut } from './session-slice';
import type { AppDispatch } from '../store';

/** Asks the player a yes/no question; the caller brings its dialog (the data layer draws none). */
export type AskPlayer = (question: string) => Promise<boolean>;

/**
 * Logout (docs/product.md §4), the one both the shell's left menu and /mine run: confirm
 * 您确定要退出登录吗?, call logoff, then end the session whatever the call answered.
 * `loggedOut` is what the shell's listener reacts to: it clears all storage, stops the
 * balance polling and goes to /login. Resolves to whether the player logged out.
 */
export function useLogout(ask: AskPlayer): () => Promise<boolean> {
  const dispatch = useDispatch<AppDispatch>();
  const [logoff] = useLogoffMutation();
  return useCallback(async () => {
    if (!(await ask(messages.logoutConfirm))) return false;
    // The answer does not matter: a failed call must not leave the player logged in.
    await logoff();
    dispatch(loggedOut());
    return true;
  }, [ask, dispatch, logoff]);
}
