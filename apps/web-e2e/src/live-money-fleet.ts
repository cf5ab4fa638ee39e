/**
 * The live-money flow across a fleet (issue 31): two API instances on one PostgreSQL database;
 * the member's page is served by the first, the operator approves through the second, so the
 * event travels outbox → NOTIFY → the first instance's stream.
 *
 *   DATABASE_URL=postgres://… tsx apps/web-e2e/src/live-money-fleet.ts
 *
 * Build the web app first (nx run web:build). The database is the API's own (it migrates it);
 * the flow makes a fresh member, so data already there does not matter.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startApi, type ApiServer } from './support/api-server';
import { ROOT, TSCONFIG, WEB_DIST } from './support/workspace';

async function main(): Promise<number> {
  if (!process.env['DATABASE_URL']?.startsWith('postgres')) {
    console.error('DATABASE_URL=postgres://… is needed: two instances share one PostgreSQL database');
    return 1;
  }
  const servers: ApiServer[] = [];
  try {
    // One after the other: the first migrates the database.
    servers.push(await startApi(WEB_DIST, 'api-live-a.log'));
    servers.push(await startApi(WEB_DIST, 'api-live-b.log'));
    const [page, operator] = servers;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', join(ROOT, 'apps/web-e2e/src/live-money.e2e.ts')],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: TSCONFIG,
          E2E_BASE_URL: page.baseUrl,
          E2E_ADMIN_TOKEN: page.adminToken,
          E2E_OPERATOR_URL: operator.baseUrl,
          E2E_OPERATOR_TOKEN: operator.adminToken,
        },
      },
    );
    return await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
