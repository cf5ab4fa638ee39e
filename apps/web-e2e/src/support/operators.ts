/**
 * The flows' operators (docs/operations.md "Operators"): real accounts, not the break-glass
 * token. The server is started with OPERATOR_SEED_FILE naming one operator per role the flows
 * need, each with a random password and TOTP secret; the runner logs each in once through
 * POST /admin/login with a code otpauth computes, and hands the flows the session tokens
 * (E2E_OPERATOR_SESSIONS). Once: a code is accepted once per 30 s step, so two flow processes
 * logging the same operator in within one step would see the second refused.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/** The roles whose routes the flows call (apps/api/src/operator/roles.ts). */
export const FLOW_ROLES = ['admin', 'finance', 'content', 'risk'] as const;
export type FlowRole = (typeof FLOW_ROLES)[number];

interface SeedEntry {
  username: string;
  role: FlowRole;
  password: string;
  totp_secret: string;
}

/** The reason a flow's refusal gives (an operator must give one; the player reads it). */
export const FLOW_REFUSAL_REASON = '信息核对不符';

/** Session token of each role's operator. */
export type OperatorSessions = Record<FlowRole, string>;

/** Writes the seed file (owner-only: it holds passwords) and returns what logging in needs. */
export function writeOperatorSeed(file: string): SeedEntry[] {
  // Names of this server's own: the fleet's instances share one database, and each seeds its set.
  const suffix = randomBytes(3).toString('hex');
  const entries = FLOW_ROLES.map((role) => ({
    username: `e2e-${role}-${suffix}`,
    role,
    password: randomBytes(18).toString('base64url'),
    totp_secret: new Secret({ size: 20 }).base32,
  }));
  writeFileSync(file, JSON.stringify(entries), { mode: 0o600 });
  return entries;
}

/** The code an authenticator app would show now for `secret` (RFC 6238, as the server checks it). */
export const totpNow = (secret: string): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Logs each seeded operator in once; throws naming the operator whose login was refused. */
export async function signInOperators(baseUrl: string, entries: SeedEntry[]): Promise<OperatorSessions> {
  const sessions = {} as OperatorSessions;
  for (const e of entries) {
    const res = await fetch(`${baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: e.username, password: e.password, totp: totpNow(e.totp_secret) }),
    });
    const answer = (await res.json()) as { code: number; message: string; data: { token: string } };
    if (answer.code !== 200) throw new Error(`operator ${e.username} login answered ${answer.code}: ${answer.message}`);
    sessions[e.role] = answer.data.token;
  }
  return sessions;
}
