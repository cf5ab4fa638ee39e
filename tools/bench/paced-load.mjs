// An open-loop load at a fixed rate: request i is due at start + i/rate whatever the answers
// do, each timed from its send to its last byte. autocannon's rate mode clumps requests on
// this machine's timers, so the latency targets are checked with this instead (autocannon
// still measures throughput).
//
// It runs in its OWN process (this file is also that process's entry point): the benchmark
// shares 2 cores with the server, and a loader on the benchmark's event loop (or one that
// spins to hit its send times, as the first version did: ~20% of a core at 200 req/s) takes
// CPU the server needs and reads its own delays as the server's. Sending is timer-driven: at
// each wake-up every request that has come due goes out, and how late it left is reported
// (lateP99), so a starved loader shows up instead of hiding in the latencies. The process
// reports its own CPU use, so a report can show the loader was not the bottleneck.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ p50: number, p99: number, max: number, rate: number, sent: number, errors: number,
 *   lateP99: number, codes: string, loaderCpu: number }} PacedResult
 *   loaderCpu: the loader process's CPU time over the run's wall time (1 = one full core)
 */

/**
 * Runs the load in a child process and resolves with its figures.
 * @param {{ url: string, path: string, headers: Record<string,string>, body?: string, bodies?: string[], rate: number, seconds: number }} o
 *   bodies: sent in turn (e.g. a transfer in, then out), instead of the one body
 * @returns {Promise<PacedResult>}
 */
export function pacedLoad(o) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(o)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`paced loader exited ${code}`))));
  });
}

/** The loop itself (in the child process). */
async function run({ url, path, headers, body = '{}', bodies = [body], rate, seconds }) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const lateness = [];
  const codes = new Map();
  let errors = 0;
  let answered = 0;
  let sentCount = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const settle = () => {
    if (++answered === total) finish();
  };
  const send = (i) => {
    const sent = performance.now();
    lateness.push(sent - (start + i * interval));
    const req = http.request(
      { hostname, port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const code = /"code":(\d+)/.exec(text)?.[1] ?? 'none';
          codes.set(code, (codes.get(code) ?? 0) + 1);
          latencies.push(performance.now() - sent);
          settle();
        });
      },
    );
    req.on('error', () => {
      errors++;
      settle();
    });
    req.end(bodies[i % bodies.length]);
  };
  const tick = () => {
    const now = performance.now();
    while (sentCount < total && start + sentCount * interval <= now) send(sentCount++);
    if (sentCount < total) setTimeout(tick, Math.max(0, start + sentCount * interval - performance.now()));
  };
  tick();
  await done;
  const elapsedMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
  const round = (x) => Math.round(x * 10) / 10;
  return {
    p50: round(pct(sorted, 50)),
    p99: round(pct(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    rate: Math.round(total / (elapsedMs / 1000)),
    sent: total,
    errors,
    lateP99: round(
      pct(
        [...lateness].sort((a, b) => a - b),
        99,
      ),
    ),
    codes: [...codes].map(([c, n]) => `${c}×${n}`).join(' '),
    loaderCpu: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100) / 100,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await run(JSON.parse(process.argv[2]));
  process.stdout.write(JSON.stringify(result));
}
