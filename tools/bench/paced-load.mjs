// An open-loop load at a fixed rate with precise pacing: one request every 1000/rate ms,
// each timed from its actual send to its last byte. autocannon's rate mode clumps requests
// on this machine's timers (a bare Node server measures p99 ~38 ms at 500 req/s there), so
// the latency target is checked with this instead; autocannon still measures throughput.
import http from 'node:http';

/**
 * @param {{ url: string, path: string, headers: Record<string,string>, body?: string, bodies?: string[], rate: number, seconds: number }} o
 *   bodies: sent in turn (e.g. a transfer in, then out), instead of the one body
 * @returns {Promise<{ p50: number, p99: number, max: number, rate: number, sent: number, errors: number, lateP99: number, codes: string }>}
 */
export async function pacedLoad({ url, path, headers, body = '{}', bodies = [body], rate, seconds }) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const lateness = [];
  let errors = 0;
  const codes = new Map();
  const start = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    // Sleep most of the wait, then spin the last millisecond for precise spacing.
    while (performance.now() < due - 1) await new Promise((r) => setTimeout(r, 0));
    while (performance.now() < due);
    const sent = performance.now();
    lateness.push(sent - due);
    inFlight.push(
      new Promise((resolve) => {
        const req = http.request({ hostname, port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            const code = /"code":(\d+)/.exec(text)?.[1] ?? 'none';
            codes.set(code, (codes.get(code) ?? 0) + 1);
            latencies.push(performance.now() - sent);
            resolve();
          });
        });
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end(bodies[i % bodies.length]);
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
  const round = (x) => Math.round(x * 10) / 10;
  return {
    p50: round(pct(latencies, 50)),
    p99: round(pct(latencies, 99)),
    max: round(Math.max(...latencies)),
    rate: Math.round(total / elapsed),
    sent: total,
    errors,
    lateP99: round(pct(lateness, 99)),
    codes: [...codes].map(([c, n]) => `${c}×${n}`).join(' '),
  };
}
