#!/usr/bin/env node
// `npm start`: builds the web app and the API server (tools/build-api.mjs), then runs the
// built server (plain node) serving the web app from one process on one port, with the
// embedded database (.data/pglite) and the demo data.
//   HOST / PORT          where to listen (default 127.0.0.1:3000)
//   DATABASE_URL         use a real PostgreSQL instead of the embedded one
//   ADMIN_TOKEN          the break-glass operator token (off unless set; never printed)
// On the embedded database the demo has operators of its own (demo-admin, demo-finance), made
// once in .data/demo-operators.json and printed with how to sign in (docs/operations.md "Operators").
//   --workers N / WORKERS=N   N API processes on the one port (node:cluster); PostgreSQL only
//   --dev                hot reload: Vite dev server (web) + tsx watch (API) instead
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret } from 'otpauth';

const workersArg = process.argv.indexOf('--workers');
const workers = workersArg >= 0 ? process.argv[workersArg + 1] : (process.env.WORKERS ?? '1');
if (!/^[1-9]\d?$/.test(String(workers)) || Number(workers) > 64) {
  console.error(`--workers / WORKERS must be a whole number from 1 to 64, got ${workers}`);
  process.exit(2);
}
// Refused before the build: the embedded database's folder admits one process.
if (Number(workers) > 1 && !process.env.DATABASE_URL) {
  console.error(
    `--workers ${workers} needs PostgreSQL (DATABASE_URL=postgres://…): the embedded database keeps its data in ` +
      'one folder that only one process may open. Set DATABASE_URL or run without --workers.',
  );
  process.exit(2);
}

const env = {
  ...process.env,
  WORKERS: String(workers),
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TELEMETRY: 'false',
  // The demo site (docs/operations.md): demo member and money, deposits approving themselves.
  DEMO: process.env.DEMO ?? '1',
  DEMO_AUTO_APPROVE_SECONDS: process.env.DEMO_AUTO_APPROVE_SECONDS ?? '15',
  // A break-glass token given here works (docs/security.md "Operators"); none is made.
  ...(process.env.ADMIN_TOKEN ? { ADMIN_BREAK_GLASS: process.env.ADMIN_BREAK_GLASS ?? '1' } : {}),
};

/**
 * The demo's operators, on the embedded database only (so they never reach a real PostgreSQL):
 * random credentials made once for this checkout beside the demo's data, seeded at every start
 * (OPERATOR_SEED_FILE, which the server allows only with the demo on).
 */
const DEMO_OPERATORS = '.data/demo-operators.json';
function demoOperators() {
  if (!existsSync(DEMO_OPERATORS)) {
    mkdirSync('.data', { recursive: true });
    const made = ['admin', 'finance'].map((role) => ({
      username: `demo-${role}`,
      role,
      password: randomBytes(16).toString('base64url'),
      totp_secret: new Secret({ size: 20 }).base32,
    }));
    writeFileSync(DEMO_OPERATORS, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  }
  return JSON.parse(readFileSync(DEMO_OPERATORS, 'utf8'));
}
const address = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '3000'}`;
if (env.DEMO === '1' && !env.DATABASE_URL && !env.OPERATOR_SEED_FILE) {
  env.OPERATOR_SEED_FILE = DEMO_OPERATORS;
  console.log(`Demo operators (this checkout's, in ${DEMO_OPERATORS}; the demo only):`);
  for (const o of demoOperators())
    console.log(
      `  ${o.username} (${o.role}): password ${o.password}\n` +
        `    TOTP, scan into an authenticator app: otpauth://totp/H5%20demo:${o.username}?secret=${o.totp_secret}&issuer=H5%20demo`,
    );
  console.log(
    `  sign in: curl -s -X POST ${address}/admin/login -H 'content-type: application/json' ` +
      `-d '{"username":"demo-admin","password":"…","totp":"<the app's code>"}'  (docs/api.md "Operator API")`,
  );
} else if (!env.OPERATOR_SEED_FILE) {
  console.log('Operators: npm run operator -- create <username> --role admin, with the same DATABASE_URL (docs/operations.md "Operators")');
}

const run = (cmd, args, extra = {}) => spawn(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });

if (process.argv.includes('--dev')) {
  // Vite proxies every path the API serves to it on port 3000 (tools/dev-proxy.mjs).
  const api = run('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { PORT: '3000' });
  const web = run('npx', ['vite', '--config', 'apps/web/vite.config.mts']);
  const stop = () => {
    api.kill();
    web.kill();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  const build = spawnSync('npx', ['nx', 'run', 'web:build', '--output-style=static'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const api = spawnSync(process.execPath, ['tools/build-api.mjs'], { stdio: 'inherit', env });
  if (api.status !== 0) process.exit(api.status ?? 1);
  const server = run(process.execPath, ['dist/apps/api/main.js'], { NODE_ENV: 'production', WEB_DIR: 'dist/apps/web' });
  process.on('SIGINT', () => server.kill('SIGINT'));
  process.on('SIGTERM', () => server.kill('SIGTERM'));
  server.on('exit', (code) => process.exit(code ?? 0));
}
