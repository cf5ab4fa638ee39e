import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@h5/api-client';
import { showError } from '@h5/ui-kit';
import { messages } from '../messages';

/**
 * 使用通行密钥登录: the ceremony and its calls live in a chunk of their own (./passkey-login.ts,
 * with @simplewebauthn/browser behind it), loaded on the tap, so /login's first paint does not grow.
 */
export function usePasskeyLogin(onLoggedIn: (token: string) => Promise<void>) {
  const dispatch = useDispatch<AppDispatch>();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void import('./passkey-login')
      .then((m) => m.loginWithPasskey(dispatch))
      .then(async (result) => {
        if ('token' in result) await onLoggedIn(result.token);
        else showError(result.message || messages.passkeyFailed);
      })
      .catch(() => showError(messages.passkeyFailed))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, [dispatch, onLoggedIn]);
  return { start, busy };
}
