// An operator account for the proofs and benchmarks that act as an operator (docs/operations.md
// "Operators"): made with the command line a site's first admin is made with
// (`npm run operator -- create`), logged in through POST /admin/login with the one-time password
// and a TOTP code otpauth computes, as a person with an authenticator app would. The break-glass
// token is tested in the API suites only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `operator create <name> --role <role>` on the database `env` names (DATABASE_URL, or
 * DATA_DIR while no server holds it) and reads the one-time password and TOTP secret it prints
 * once. Returns { username, role, password, secret }.
 */
export function createOperatorAccount(env, role, prefix = 'proof') {
  const username = `${prefix}-${role}-${randomBytes(3).toString('hex')}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/operator-main.ts', 'create', username, '--role', role], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  const password = /^one-time password: (\S+)$/m.exec(run.stdout ?? '')?.[1];
  const otpauth = /^TOTP \(scan into an authenticator app\): (\S+)$/m.exec(run.stdout ?? '')?.[1];
  // Its output holds the secrets: only the error output is shown on a failure.
  if (run.status !== 0 || !password || !otpauth) throw new Error(`operator create ${username} failed (${run.status}): ${run.stderr}`);
  return { username, role, password, secret: new URL(otpauth).searchParams.get('secret') ?? '' };
}

/** The code an authenticator app shows now. */
export const totpNow = (secret) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/**
 * Logs the operator in on `base` (replacing the one-time password when the login asks) and
 * returns the Authorization header of its session. A code is accepted once per 30 s step: log
 * each operator in once and share the session.
 */
export async function signInOperator(base, account) {
  const res = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password, totp: totpNow(account.secret) }),
  });
  const answer = await res.json();
  if (answer.code !== 200) throw new Error(`operator ${account.username} login answered ${answer.code}: ${answer.message}`);
  const headers = { authorization: `Bearer ${answer.data.token}` };
  // The command line's password is a one-time one: the first login replaces it, as a person's would.
  if (answer.data.must_change_password) {
    const password = randomBytes(18).toString('base64url');
    const changed = await fetch(`${base}/admin/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ old_password: account.password, new_password: password }),
    }).then((r) => r.json());
    if (changed.code !== 200) throw new Error(`operator ${account.username} password change answered ${changed.code}: ${changed.message}`);
    account.password = password;
  }
  return headers;
}

/** The reason the proofs' refusals give (an operator must give one; the player reads it). */
export const PROOF_REFUSAL_REASON = '信息核对不符';
