import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_ACCOUNT_SECRET_KEY } from './auth/secret-box';
import { ConfigError, configFromEnv } from './config';
import { startApiProcess } from './db/faults/api-process';
import { resetPostgres } from './test/harness';

// Production mode (docs/operations.md "Production settings"): no silent embedded database, no
// demo member or money, nothing approving itself, secrets from files, every bad setting named,
// and no secret in what the process prints.
const MAIN = join(__dirname, 'main.ts');
const TOKEN = 'prod-secret-token-7d1f0a9c4e2b8d6f';
/** Production's own sealing key (a test one): without it production does not start. */
const KEY = '5e'.repeat(32);

/** Runs main.ts to its exit (it is expected to refuse): exit code and everything it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const parent = { ...process.env };
  delete parent['NODE_OPTIONS'];
  delete parent['DATABASE_URL'];
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...parent, HOST: '127.0.0.1', PORT: '0', WORKERS: '1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  proc.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** The problems of a production-like setting; the sealing key is there unless the test says otherwise. */
const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    configFromEnv({ ACCOUNT_SECRET_KEY: KEY, ...env });
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('production settings', () => {
  it('refuses NODE_ENV=production without DATABASE_URL unless the embedded database is named', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringContaining('DATABASE_URL')]);
    expect(problemsOf({ NODE_ENV: 'production', DATABASE: 'embedded' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/site' })).toEqual([]);
    // The demo (npm start) keeps the embedded database.
    expect(problemsOf({ NODE_ENV: 'production', DEMO: '1' })).toEqual([]);
  });

  it('has the demo off in production: no demo seed, no deposit approving itself unless DEMO=1', () => {
    const prod = configFromEnv({ NODE_ENV: 'production', DATABASE: 'embedded', ACCOUNT_SECRET_KEY: KEY });
    expect(prod).toMatchObject({ production: true, demo: false, demoAutoApproveSeconds: 0 });
    expect(problemsOf({ NODE_ENV: 'production', DATABASE: 'embedded', DEMO_AUTO_APPROVE_SECONDS: '15' })).toEqual([
      expect.stringContaining('DEMO_AUTO_APPROVE_SECONDS'),
    ]);
    expect(configFromEnv({ NODE_ENV: 'production', DEMO: '1', DEMO_AUTO_APPROVE_SECONDS: '15' })).toMatchObject({
      demo: true,
      demoAutoApproveSeconds: 15,
    });
    // Outside production (tests, tsx watch) the demo stays on.
    expect(configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:' }).demo).toBe(true);
  });

  it('refuses production without ACCOUNT_SECRET_KEY, saying how to make one; the demo seals with the development key', () => {
    const without = problemsOf({ NODE_ENV: 'production', DATABASE: 'embedded', ACCOUNT_SECRET_KEY: undefined });
    expect(without).toEqual([expect.stringContaining('NODE_ENV=production needs ACCOUNT_SECRET_KEY (or ACCOUNT_SECRET_KEY_FILE)')]);
    expect(without[0]).toContain('openssl rand -hex 32');
    expect(problemsOf({ NODE_ENV: 'production', DATABASE: 'embedded', ACCOUNT_SECRET_KEY: 'not-a-key' })).toEqual([
      expect.stringContaining('ACCOUNT_SECRET_KEY must be'),
    ]);
    expect(configFromEnv({ NODE_ENV: 'production', DEMO: '1' }).accountSecretKey.equals(DEV_ACCOUNT_SECRET_KEY)).toBe(true);
  });

  it('names every bad setting at once, never showing a secret value', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      DATABASE_URL: 'mysql://root:hunter2-secret@db/site',
      PORT: 'eighty',
      DB_POOL_SIZE: '0',
      LOG_LEVEL: 'loud',
      TRUSTED_PROXIES: '10.0.0.0/99',
      PUSH_HEARTBEAT_MS: '5',
      AUTH_RATE_PER_IP: '-1',
      ADMIN_TOKEN: 'short',
      DEMO: 'yes',
      WORKERS: '0',
      PUSH_EVENTS: 'off',
      WEB_DIR: '/nonexistent/web',
    });
    for (const name of [
      'DATABASE_URL',
      'PORT',
      'DB_POOL_SIZE',
      'LOG_LEVEL',
      'TRUSTED_PROXIES',
      'PUSH_HEARTBEAT_MS',
      'AUTH_RATE_PER_IP',
      'ADMIN_TOKEN',
      'DEMO',
      'WORKERS',
      'PUSH_EVENTS',
      'WEB_DIR',
    ])
      expect(problems.some((p) => p.startsWith(name))).toBe(true);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.join('\n')).not.toContain('short');
  });

  it('reads secrets from the files *_FILE names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-secrets-'));
    writeFileSync(join(dir, 'token'), `${TOKEN}\n`);
    writeFileSync(join(dir, 'url'), 'postgres://app:pw@db:5432/site\n');
    writeFileSync(join(dir, 'key'), `${KEY}\n`);
    const config = configFromEnv({
      NODE_ENV: 'production',
      ADMIN_TOKEN_FILE: join(dir, 'token'),
      DATABASE_URL_FILE: join(dir, 'url'),
      ACCOUNT_SECRET_KEY_FILE: join(dir, 'key'),
    });
    expect(config).toMatchObject({ adminToken: TOKEN, databaseUrl: 'postgres://app:pw@db:5432/site' });
    expect(config.accountSecretKey.toString('hex')).toBe(KEY);
    expect(problemsOf({ NODE_ENV: 'production', DATABASE: 'embedded', ADMIN_TOKEN_FILE: join(dir, 'missing') })).toEqual([
      expect.stringContaining('ADMIN_TOKEN_FILE'),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', DATABASE: 'embedded', ADMIN_TOKEN: TOKEN, ADMIN_TOKEN_FILE: join(dir, 'token') })).toEqual([
      expect.stringContaining('both set'),
    ]);
  });

  it('the process refuses to start (exit 2, the reason named) and prints no secret', async () => {
    const { code, output } = await runToExit({ ADMIN_TOKEN: TOKEN, DATA_DIR: ':memory:' });
    expect(code).toBe(2);
    expect(output).toContain('NODE_ENV=production needs DATABASE_URL');
    expect(output).toContain('NODE_ENV=production needs ACCOUNT_SECRET_KEY');
    expect(output).not.toContain(TOKEN);
    const bad = await runToExit({ ADMIN_TOKEN: TOKEN, DATABASE_URL: 'mysql://root:hunter2-secret@db/site', PORT: 'x' });
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(/DATABASE_URL[\s\S]*PORT|PORT[\s\S]*DATABASE_URL/);
    expect(bad.output).not.toContain('hunter2');
    expect(bad.output).not.toContain(TOKEN);
  });

  it('on a fresh database in production mode no demo login works, and the token is not printed', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    if (url) await resetPostgres(url);
    const api = await startApiProcess({
      ADMIN_TOKEN: TOKEN,
      ...(url ? { DATABASE_URL: url } : { DATABASE: 'embedded', DATA_DIR: ':memory:' }),
    });
    try {
      const res = await fetch(`${api.base}/api/login_pc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'demo888', password: 'demo888' }),
      });
      const body = (await res.json()) as { code: number };
      expect(body.code).not.toBe(200);
      // The site itself is there (its content was seeded).
      const ready = await fetch(`${api.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(api.output()).toContain('site content seeded');
    } finally {
      await api.stop();
    }
    expect(api.output()).not.toContain(TOKEN);
  });
});
