import { TEST_KDF } from '../auth/passwords';
import { secretBox } from '../auth/secret-box';
import { createOperator } from '../operator/accounts';
import { cliActor } from '../operator/actor';
import { totpCode } from '../operator/totp';
import type { TestServer } from './harness';
import type { Role } from '../operator/roles';

/** A signed-in operator of a test: the session token and what logging in again needs. */
export interface TestOperator {
  username: string;
  role: Role;
  token: string;
  password: string;
  secret: string;
  headers: Record<string, string>;
}

/** The TOTP secret inside an `otpauth://` URI (what an authenticator app reads from the QR code). */
export const secretOf = (otpauth: string): string => new URL(otpauth).searchParams.get('secret') ?? '';

/**
 * Creates an operator as the command line does, logs in through POST /admin/login with the
 * code of `at` (the server's clock in the test: a code is accepted once per time step) and, as
 * the first login asks, replaces the one-time password (POST /admin/password).
 */
export async function signInOperator(
  s: Pick<TestServer, 'db' | 'config' | 'call'>,
  username: string,
  role: Role,
  at: Date,
): Promise<TestOperator> {
  const made = await createOperator(s.db, TEST_KDF, secretBox(s.config.accountSecretKey), { username, role }, cliActor('test'), at);
  const secret = secretOf(made.otpauth);
  const res = await s.call<{ token: string; must_change_password: boolean }>('/admin/login', {
    username,
    password: made.password,
    totp: totpCode(secret, at),
  });
  if (res.code !== 200) throw new Error(`operator login ${username} answered ${res.code}: ${res.message}`);
  const headers = { authorization: `Bearer ${res.data.token}` };
  const password = `${made.password}-own`;
  const changed = await s.call('/admin/password', { old_password: made.password, new_password: password }, { headers });
  if (!res.data.must_change_password || changed.code !== 200)
    throw new Error(`operator ${username}: the first login asked no password change, or it answered ${changed.code}`);
  return { username, role, token: res.data.token, password, secret, headers };
}
