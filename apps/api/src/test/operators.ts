import { TEST_KDF } from '../auth/passwords';
import { secretBox } from '../auth/secret-box';
import { createOperator, IDLE_MS, MAX_SESSION_MS } from '../operator/accounts';
import { cliActor } from '../operator/actor';
import { ROUTE_ROLES, type Role } from '../operator/roles';
import { totpCode } from '../operator/totp';
import type { TestServer } from './harness';

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

type CallOptions = { method?: 'GET' | 'POST'; headers?: Record<string, string> };

/** The suites' operators: each /admin call is made by a signed-in operator of a role the route allows. */
export interface OperatorDesk {
  /** The sign-in headers of an operator of `role`, signed in on first use. */
  headers(role: Role): Promise<Record<string, string>>;
  /** An /admin call as an operator of the first role ../operator/roles.ts allows on its route. */
  call<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<{ code: number; message: string; data: T }>;
}

/** A margin inside the session limits: a session about to end is replaced, not used. */
const MARGIN_MS = 60_000;
/** Names stay unique across the desks of one server (a suite may make several). */
let made = 0;

/**
 * Operators for a suite, one per role it calls as, signed in through POST /admin/login as
 * people are (not with the break-glass token, which operator/break-glass.test.ts tests).
 * `now` is the server's clock: a suite that moves it past a session's idle or total limit gets
 * a new operator signed in at the new time.
 */
export function operatorDesk(s: Pick<TestServer, 'db' | 'config' | 'call'>, now: () => Date = () => new Date()): OperatorDesk {
  const signed = new Map<Role, { headers: Promise<Record<string, string>>; since: number; last: number }>();
  const headers = (role: Role) => {
    const at = now();
    const t = at.getTime();
    const had = signed.get(role);
    if (had && t - had.last < IDLE_MS - MARGIN_MS && t - had.since < MAX_SESSION_MS - MARGIN_MS) {
      had.last = Math.max(had.last, t);
      return had.headers;
    }
    const next = signInOperator(s, `desk${++made}-${role}`, role, at).then((op) => op.headers);
    signed.set(role, { headers: next, since: t, last: t });
    return next;
  };
  return {
    headers,
    async call(path, body, opts = {}) {
      const method = opts.method ?? 'POST';
      const roles = ROUTE_ROLES[`${method} ${path.split('?')[0]}`];
      // A path the table lacks is no route: any operator gets its 404.
      const auth = await headers(roles?.[0] ?? 'support');
      return s.call(path, body, { ...opts, headers: { ...auth, ...opts.headers } });
    },
  };
}
