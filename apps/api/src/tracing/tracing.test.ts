import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { SPAN_SECRET_PARAMS } from './sdk';
import { SECRET_PARAMS } from '../http/request-log';

const ROOT = resolve(__dirname, '../../../..');
const run = promisify(execFile);

interface Probe {
  db: 'postgres' | 'pglite';
  code: number;
  headers: { requestId: string; traceId: string | null };
  spans: { name: string; traceId: string; spanId: string; parentId?: string; attributes: Record<string, unknown> }[];
  requestLines: Record<string, unknown>[];
  loaded: number;
  text: string;
}

/** test/trace-probe.ts in a process of its own (the instrumentations patch modules as Node loads them; jest's loader is not Node's). */
async function probe(mode: 'on' | 'off'): Promise<Probe> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/test/trace-probe.ts', mode], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
    maxBuffer: 16 << 20,
  });
  const line = stdout.trim().split('\n').pop() as string;
  return { ...JSON.parse(line), text: line };
}

describe('traces (docs/operations.md, Traces)', () => {
  it('a transfer is one trace: the HTTP request, its route, the transaction and, on PostgreSQL, each statement', async () => {
    const p = await probe('on');
    expect(p.code).toBe(200);
    const traceIds = new Set(p.spans.map((s) => s.traceId));
    expect(traceIds.size).toBe(1);
    const [traceId] = [...traceIds];
    const byId = new Map(p.spans.map((s) => [s.spanId, s]));
    const parentOf = (s: Probe['spans'][number]) => (s.parentId ? byId.get(s.parentId) : undefined);
    const one = (name: string) => {
      const found = p.spans.filter((s) => s.name === name);
      expect([name, found.length]).toEqual([name, 1]);
      return found[0];
    };
    const root = one('POST /api/transfer');
    expect(parentOf(root)).toBeUndefined();
    expect(root.attributes).toMatchObject({ 'http.route': '/api/transfer', 'http.response.status_code': 200 });
    const route = one('request');
    expect(parentOf(route)).toBe(root);
    expect(route.attributes).toMatchObject({ 'http.route': '/api/transfer', 'url.path': '/api/transfer' });
    const tx = one('db.transaction');
    expect(p.spans.filter((s) => s.parentId === tx.spanId).length === 0 || p.db === 'postgres').toBe(true);
    // The transaction inside the route's handler.
    let up = parentOf(tx);
    while (up && up !== route) up = parentOf(up);
    expect(up).toBe(route);
    const statements = p.spans
      .filter((s) => s.parentId === tx.spanId && s.name.startsWith('pg.query'))
      .map((s) => String(s.attributes['db.query.text']));
    if (p.db === 'postgres') {
      expect(statements[0]).toBe('BEGIN');
      expect(statements).toEqual(expect.arrayContaining([expect.stringContaining('UPDATE users SET balance = balance + $2')]));
      // The last statement goes with the COMMIT (db/types.ts, atCommit).
      expect(statements.at(-1)).toMatch(/COMMIT$/);
      expect(statements.length).toBeGreaterThanOrEqual(4);
    } else {
      // The embedded database has no driver to instrument: the transaction's span, no statements.
      expect(statements).toEqual([]);
    }
    // The trace id answers beside the request id and is on every log line of the request.
    expect(p.headers.traceId).toBe(traceId);
    expect(p.requestLines.length).toBeGreaterThanOrEqual(2);
    expect(p.requestLines.map((l) => l['traceId'])).toEqual(p.requestLines.map(() => traceId));
    // A secret in the query reaches no span (nor the log).
    expect(p.text).not.toContain('probe-secret-value');
  }, 120_000);

  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: nothing of OpenTelemetry loaded, no trace header, no trace id in the log', async () => {
    const p = await probe('off');
    expect(p.code).toBe(200);
    expect(p.loaded).toBe(0);
    expect(p.spans).toEqual([]);
    expect(p.headers.traceId).toBeNull();
    expect(p.requestLines.length).toBeGreaterThanOrEqual(2);
    expect(p.requestLines.filter((l) => 'traceId' in l)).toEqual([]);
  }, 120_000);

  it('masks in spans the query parameters the log masks', () => {
    expect(SPAN_SECRET_PARAMS.every((name) => SECRET_PARAMS.test(name))).toBe(true);
    const names = /^\^\((.*)\)\$$/.exec(SECRET_PARAMS.source)?.[1].split('|');
    expect([...SPAN_SECRET_PARAMS].sort()).toEqual(names?.sort());
  });
});
