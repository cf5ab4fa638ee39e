import { errorMessage, securityApi, signWithPasskey, type AppDispatch } from '@h5/api-client';

/**
 * A passkey login (docs/api.md "Account security"): the server's challenge, the device's
 * assertion with a discoverable credential (no name typed), the server's session. Loaded only
 * when the player taps the button (./use-passkey-login.ts).
 */
export async function loginWithPasskey(dispatch: AppDispatch): Promise<{ token: string } | { message: string }> {
  const begin = await dispatch(securityApi.endpoints.passkeyLoginBegin.initiate());
  if ('error' in begin && begin.error) return { message: errorMessage(begin.error as never) };
  if (!begin.data) return { message: '' };
  let response: unknown;
  try {
    response = await signWithPasskey(begin.data.options);
  } catch {
    return { message: '' };
  }
  const done = await dispatch(securityApi.endpoints.passkeyLoginFinish.initiate({ challenge_id: begin.data.challenge_id, response }));
  if ('error' in done && done.error) return { message: errorMessage(done.error as never) };
  return done.data ? { token: done.data.api_token } : { message: '' };
}
