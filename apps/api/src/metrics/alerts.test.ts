import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** deploy/prometheus: the alert rules' unit tests and the scrape configuration, as Prometheus reads them. */
const DIR = join(__dirname, '../../../../deploy/prometheus');
const PROMTOOL = '/usr/bin/promtool';

const promtool = (...args: string[]) => {
  try {
    return { ok: true, out: execFileSync(PROMTOOL, args, { cwd: DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
};

describe('alert rules and scrape configuration (deploy/prometheus, docs/operations.md Alerts)', () => {
  const have = existsSync(PROMTOOL);
  // CI installs Debian's Prometheus: there these checks must run.
  if (!have) it('need promtool outside CI only', () => expect(process.env['CI']).not.toBe('true'));

  (have ? it : it.skip)('pass their unit tests (promtool test rules alerts.test.yml)', () => {
    const r = promtool('test', 'rules', 'alerts.test.yml');
    expect(r.out).toContain('SUCCESS');
    expect(r.ok).toBe(true);
  });

  (have ? it : it.skip)('are a valid configuration scraping both compose instances, with the rules', () => {
    const r = promtool('check', 'config', 'prometheus.yml');
    expect(r.out).toContain('SUCCESS: 11 rules found');
    expect(r.ok).toBe(true);
  });
});
