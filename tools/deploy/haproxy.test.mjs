// deploy/haproxy.cfg as HAProxy runs it (docs/operations.md "Behind a load balancer"), in front
// of a fastify server with fastify's defaults, as the instances are. What a client is told about
// its connection must hold: the instance's `Keep-Alive: timeout=72` describes the instance's
// connection with the proxy, while the proxy closes a client's connection unused for
// `timeout http-keep-alive`; passed on, it made Node's fetch send calls on connections the
// proxy was closing (UND_ERR_SOCKET in the rolling-update proof).
// Skipped without HAProxy, except where REQUIRE_HAPROXY=1 (.ci/run).
//   node --test tools/deploy/haproxy.test.mjs
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { freePort } from '../fleet/prometheus.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG = join(ROOT, 'deploy/haproxy.cfg');
const here = !spawnSync('haproxy', ['-v']).error;
if (!here && process.env.REQUIRE_HAPROXY === '1') throw new Error('haproxy not found (apt-get install haproxy) and REQUIRE_HAPROXY=1');
const skip = here ? false : 'haproxy not found (apt-get install haproxy)';

/** A duration of HAProxy's configuration in ms ("10s", "500ms", "2m"). */
function durationMs(text) {
  const m = /^(\d+)(ms|s|m)?$/.exec(text);
  assert.ok(m, `not a duration: ${text}`);
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[m[2] ?? 'ms'];
}
/** How long the proxy keeps a client's connection unused. */
const CLIENT_IDLE_MS = durationMs(/^\s*timeout http-keep-alive (\S+)/m.exec(readFileSync(CONFIG, 'utf8'))[1]);

let app;
let haproxy;
let site;
before(async () => {
  if (skip) return;
  app = Fastify();
  app.post('/api/transfer', async () => ({ code: 200, message: 'ok', data: null }));
  app.get('/readyz', async () => ({ status: 'ready' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const instance = `127.0.0.1:${app.server.address().port}`;
  const [sitePort, statsPort] = [await freePort(), await freePort()];
  haproxy = spawn('haproxy', ['-db', '-f', CONFIG], {
    env: {
      ...process.env,
      HAPROXY_BIND: `127.0.0.1:${sitePort}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
      API_A: instance,
      API_B: instance,
    },
    stdio: 'ignore',
  });
  site = `http://127.0.0.1:${sitePort}`;
  // Up when both servers passed their checks (rise 2, inter 1s): ~2 s.
  const until = Date.now() + 15_000;
  for (;;) {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then(
      (r) => r.text(),
      () => '',
    );
    if (/^api,a,(?:[^,]*,){15}UP,/m.test(csv) && /^api,b,(?:[^,]*,){15}UP,/m.test(csv)) break;
    if (Date.now() > until) throw new Error(`HAProxy did not mark the instance UP:\n${csv}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});
after(async () => {
  haproxy?.kill('SIGTERM');
  await app?.close();
});

test('the instance tells the proxy to keep its connection longer than the proxy keeps a client', { skip }, async () => {
  const direct = await fetch(`http://${app.server.address().address}:${app.server.address().port}/api/transfer`, { method: 'POST' });
  await direct.text();
  const hint = /timeout=(\d+)/.exec(direct.headers.get('keep-alive') ?? '');
  // The premise: were it not longer, the header would be harmless.
  assert.ok(hint && Number(hint[1]) * 1000 > CLIENT_IDLE_MS, `the instance's hint: ${direct.headers.get('keep-alive')}`);
});

test('a client behind the proxy is never told it may keep its connection longer than the proxy does', { skip }, async () => {
  for (const [method, path] of [
    ['POST', '/api/transfer'],
    ['GET', '/readyz'],
    ['GET', '/nowhere'],
  ]) {
    const res = await fetch(`${site}${path}`, { method });
    await res.text();
    const hint = res.headers.get('keep-alive');
    const seconds = /timeout=(\d+)/.exec(hint ?? '')?.[1];
    assert.ok(
      seconds === undefined || Number(seconds) * 1000 < CLIENT_IDLE_MS,
      `${method} ${path}: Keep-Alive: ${hint} (the proxy closes after ${CLIENT_IDLE_MS} ms)`,
    );
  }
});
