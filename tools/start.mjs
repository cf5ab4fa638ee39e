#!/usr/bin/env node
// `npm start`: builds the web app and the API server (tools/build-api.mjs), then runs the
// built server (plain node) serving the web app from one process on one port, with the
// embedded database (.data/pglite) and the demo data.
//   HOST / PORT          where to listen (default 127.0.0.1:3000)
//   DATABASE_URL         use a real PostgreSQL instead of the embedded one
//   ADMIN_TOKEN          operator API token (a random one is made and printed when unset)
//   --workers N / WORKERS=N   N API processes on the one port (node:cluster); PostgreSQL only
//   --dev                hot reload: Vite dev server (web) + tsx watch (API) instead
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

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
  ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? randomBytes(24).toString('base64url'),
  // The demo's operator calls use the shared token: in production it is a break-glass, on only
  // with this beside it (docs/security.md "Operators").
  ADMIN_BREAK_GLASS: process.env.ADMIN_BREAK_GLASS ?? '1',
};
if (!process.env.ADMIN_TOKEN) console.log(`Operator API token for this run (ADMIN_TOKEN): ${env.ADMIN_TOKEN}`);

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
