#!/usr/bin/env node
/**
 * Load benchmark of the reference API: starts the server as its own process (as in
 * production, so the load generator does not share its event loop) on an in-memory database
 * with the demo data, logs in the demo member and runs autocannon on loopback against balance
 * (fixed 500 requests/s), balancelist and transfer (1 yuan, alternating directions). Prints
 * p50/p99 latency and requests/s per call, stops the server and exits.
 *
 *   node tools/bench/api-load.mjs            # 10 s per call
 *   BENCH_SECONDS=5 node tools/bench/api-load.mjs
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { pacedLoad } from './paced-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BALANCE_RATE = 500;
/** The target for balance at 500 requests/s on a 2-core machine. */
const BALANCE_P99_TARGET_MS = 20;
const START_TIMEOUT_MS = 120_000;

const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
  env: { ...process.env, DATA_DIR: ':memory:', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
const base = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the API did not start in time')), START_TIMEOUT_MS);
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const address = /listening on (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
    if (address) {
      clearTimeout(timer);
      resolve(address);
    }
  });
  server.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
});

const post = async (path, body, headers = {}) => {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json();
};
const login = await post('/api/login_pc', { name: 'demo888', password: 'demo888' });
if (login.code !== 200) throw new Error(`demo login failed: ${login.code} ${login.message}`);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.api_token}` };

function run(title, opts) {
  const codes = new Map();
  const count = (_status, body) => {
    const code = /"code":(\d+)/.exec(String(body))?.[1] ?? 'none';
    codes.set(code, (codes.get(code) ?? 0) + 1);
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        headers,
        ...opts,
        requests: (opts.requests ?? [{ path: opts.path, body: opts.body ?? '{}' }]).map((r) => ({ method: 'POST', ...r, onResponse: count })),
      },
      (err, result) => (err ? reject(err) : resolve({ title, result, codes })),
    );
  });
}

// The latency target first, on a fresh server: open loop with precise pacing (see
// paced-load.mjs), after a short warm-up (discarded) so the JIT has compiled the hot path.
const balanceLoad = { url: base, path: '/api/balance', headers: { authorization: headers.authorization }, rate: BALANCE_RATE };
await pacedLoad({ ...balanceLoad, seconds: 6 });
const paced = await pacedLoad({ ...balanceLoad, seconds: SECONDS });

const results = [];
results.push(await run(`balance @ ${BALANCE_RATE} req/s`, { path: '/api/balance', overallRate: BALANCE_RATE }));
results.push(await run('balancelist (max)', { path: '/api/balancelist' }));
results.push(
  await run('transfer (max, 1 yuan in/out)', {
    requests: [
      { path: '/api/transfer', body: JSON.stringify({ sourcetype: 'userbalance', targettype: 'ag', amount: 1 }) },
      { path: '/api/transfer', body: JSON.stringify({ sourcetype: 'ag', targettype: 'userbalance', amount: 1 }) },
    ],
  }),
);

console.log(`\nAPI load benchmark — ${SECONDS} s per call, ${CONNECTIONS} connections, embedded PostgreSQL, server in its own process, loopback\n`);
console.log('call                              p50 ms   p99 ms   req/s    business codes');
for (const { title, result, codes } of results) {
  const codeText = [...codes].map(([c, n]) => `${c}×${n}`).join(' ');
  console.log(
    `${title.padEnd(32)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(8)} ${String(Math.round(result.requests.average)).padStart(7)}    ${codeText}`,
  );
}
console.log(
  `\nbalance @ ${BALANCE_RATE} req/s, paced open loop: p50 ${paced.p50} ms, p99 ${paced.p99} ms, max ${paced.max} ms, ` +
    `${paced.rate} req/s achieved, ${paced.errors} errors (client send lateness p99 ${paced.lateP99} ms)`,
);
console.log(`balance p99 ${paced.p99} ms: ${paced.p99 <= BALANCE_P99_TARGET_MS ? 'within' : 'ABOVE'} the ${BALANCE_P99_TARGET_MS} ms target`);

stopServer();
process.exit(0);
