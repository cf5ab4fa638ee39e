/**
 * The live-money flow across a fleet on its own (run-e2e.ts runs it in the queue when
 * E2E_FLEET_DATABASE_URL is set, as npm test does on PostgreSQL):
 *
 *   DATABASE_URL=postgres://… tsx apps/web-e2e/src/live-money-fleet.ts
 *
 * Build the web app first (nx run web:build).
 */
import { runFleetFlow } from './support/live-money-fleet';
import { WEB_DIST } from './support/workspace';

const url = process.env['DATABASE_URL'];
if (!url?.startsWith('postgres')) {
  console.error('DATABASE_URL=postgres://… is needed: two instances share one PostgreSQL database');
  process.exit(1);
}
runFleetFlow(WEB_DIST, url, false).done.then((code) => process.exit(code));
