import type { ConfirmAction } from '@h5/api-contract';
import { securityApi } from '../endpoints/security-api';
import type { AppDispatch } from '../store';

/**
 * The browser's side of passkeys (docs/api.md "Account security"): `@simplewebauthn/browser` is
 * loaded only when a ceremony starts, so no screen's first paint carries it.
 */
const browser = () => import('@simplewebauthn/browser');

type Options = Record<string, unknown>;

/** The business code of an answer that needs a confirmation first. */
export const CONFIRMATION_REQUIRED = 240;

/** Asks the device to make a passkey for these creation options; answers the registration response. */
export async function createPasskey(options: Options): Promise<unknown> {
  const { startRegistration } = await browser();
  return startRegistration({ optionsJSON: options as never });
}

/** Asks the device to sign these request options with a passkey; answers the assertion. */
export async function signWithPasskey(options: Options): Promise<unknown> {
  const { startAuthentication } = await browser();
  return startAuthentication({ optionsJSON: options as never });
}

/** Whether this browser can make and use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await browser();
  return browserSupportsWebAuthn();
}

export interface Binding {
  action: ConfirmAction;
  amount?: string | number;
  destination?: string;
}

/**
 * A confirmation bound to `binding` and the Idempotency-Key the action will be sent with: the
 * server's challenge, signed by a passkey when the member has one, else answered by the code
 * `askCode` obtains from the player (null: they cancelled). Resolves true once confirmed.
 */
export async function confirmAction(
  dispatch: AppDispatch,
  binding: Binding,
  idempotencyKey: string,
  askCode: () => Promise<string | null>,
): Promise<boolean> {
  const begin = await dispatch(securityApi.endpoints.confirmBegin.initiate({ body: binding, idempotencyKey }));
  if (!('data' in begin) || !begin.data) return false;
  const { challenge_id, passkey, totp } = begin.data;
  let answer: { response?: Record<string, unknown>; code?: string } | null = null;
  if (passkey) {
    try {
      answer = { response: (await signWithPasskey(passkey)) as Record<string, unknown> };
    } catch {
      answer = null;
    }
  }
  if (!answer && totp) {
    const code = await askCode();
    if (code) answer = { code };
  }
  if (!answer) return false;
  const done = await dispatch(securityApi.endpoints.confirmFinish.initiate({ challenge_id, ...answer }));
  return 'data' in done && Boolean(done.data);
}

const needsConfirmation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === CONFIRMATION_REQUIRED;

/**
 * Sends an action; when the server answers that it needs a confirmation (240: the member has a
 * passkey or TOTP), confirms `binding` under the same Idempotency-Key and sends it once more.
 * A member without either never sees the second step: their first answer is the answer.
 */
export async function sendConfirmed<R extends { error?: unknown }>(
  dispatch: AppDispatch,
  send: () => Promise<R>,
  binding: Binding,
  idempotencyKey: string,
  askCode: () => Promise<string | null>,
): Promise<R> {
  const first = await send();
  if (!needsConfirmation(first.error)) return first;
  if (!(await confirmAction(dispatch, binding, idempotencyKey, askCode))) return first;
  return send();
}
