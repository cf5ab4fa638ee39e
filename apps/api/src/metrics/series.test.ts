import { Counter, Histogram, Registry } from 'prom-client';
import { SeriesCounter, SeriesHistogram } from './series';

const BOUNDS = [0.005, 0.01, 0.1, 1];
const OBSERVED: Array<[string, string, string, number]> = [
  ['POST', '/api/transfer', '200', 0.003],
  ['POST', '/api/transfer', '200', 0.05],
  ['GET', '/api/balance', '200', 0.0075],
  ['POST', '/api/transfer', '503', 2.5],
  ['POST', '/api/transfer', '200', 1],
];

describe('pre-bound series (metrics/series.ts)', () => {
  it("expose a histogram exactly as prom-client's Histogram does for the same observations", async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const h = new Histogram({
      name: 'x_seconds',
      help: 'x',
      labelNames: ['method', 'route', 'status'],
      buckets: BOUNDS,
      registers: [theirs],
    });
    const s = new SeriesHistogram('x_seconds', 'x', ['method', 'route', 'status'], BOUNDS, ours);
    for (const [method, route, status, v] of OBSERVED) {
      h.observe({ method, route, status }, v);
      s.series(method, route, status)(v);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('x_seconds_bucket{le="0.1",method="POST",route="/api/transfer",status="200"} 2');
    expect(text).toContain('x_seconds_count{method="POST",route="/api/transfer",status="503"} 1');
  });

  it('expose a counter as prom-client does, and hand out one bound adder per label set', async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const c = new Counter({ name: 'y_total', help: 'y', labelNames: ['kind', 'direction'], registers: [theirs] });
    const s = new SeriesCounter('y_total', 'y', ['kind', 'direction'], ours);
    c.inc({ kind: 'transfer_in', direction: 'credit' }, 100);
    c.inc({ kind: 'transfer_out', direction: 'debit' });
    c.inc({ kind: 'transfer_in', direction: 'credit' }, 50);
    s.series('transfer_in', 'credit')(100);
    s.series('transfer_out', 'debit')();
    s.series('transfer_in', 'credit')(50);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(s.series('transfer_in', 'credit')).toBe(s.series('transfer_in', 'credit'));
    expect(() => s.series('transfer_in')).toThrow(/2 label values/);
  });
});
