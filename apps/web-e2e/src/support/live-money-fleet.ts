import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startApi, type ApiServer } from './api-server';
import { E2E_DIR, TSCONFIG, ROOT } from './workspace';

/** The flow run across the fleet: the same file as the embedded run, with the operator elsewhere. */
export const FLEET_FLOW = 'live-money.e2e.ts';

/**
 * The live-money flow across a fleet (docs/api.md, Live money): two API instances on one PostgreSQL database;
 * the member's page is served by the first, the operator decides through the second, so each
 * event travels outbox → NOTIFY → the first instance's stream. The database is the API's own
 * (it migrates it); the flow makes a fresh member, so data already there does not matter.
 * With `quiet` the flow's output is kept and printed whole when it ends.
 */
export function runFleetFlow(webDir: string, databaseUrl: string, quiet: boolean): { child: ChildProcess | null; done: Promise<number> } {
  const servers: ApiServer[] = [];
  const run: { child: ChildProcess | null; done: Promise<number> } = { child: null, done: Promise.resolve(0) };
  run.done = (async () => {
    try {
      // One after the other: the first migrates the database.
      servers.push(await startApi(webDir, 'api-live-a.log', { DATABASE_URL: databaseUrl }));
      servers.push(await startApi(webDir, 'api-live-b.log', { DATABASE_URL: databaseUrl }));
      const [page, operator] = servers;
      const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', join(E2E_DIR, 'src', FLEET_FLOW)], {
        cwd: ROOT,
        stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: TSCONFIG,
          E2E_BASE_URL: page.baseUrl,
          E2E_OPERATOR_SESSIONS: JSON.stringify(page.operators),
          E2E_API_LOG: page.logFile,
          E2E_OPERATOR_URL: operator.baseUrl,
          E2E_OPERATOR_TOKEN: operator.operators.finance,
        },
      });
      run.child = child;
      const output: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      return await new Promise<number>((resolve) =>
        child.once('exit', (code, signal) => {
          if (quiet) process.stdout.write(Buffer.concat(output));
          resolve(code ?? (signal ? 1 : 0));
        }),
      );
    } catch (err) {
      console.error(`the fleet flow could not start: ${(err as Error).message}`);
      return 1;
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  })();
  return run;
}
