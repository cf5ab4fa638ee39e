/**
 * The traces' proof, run as a program of its own by tracing/tracing.test.ts: the instrumentations
 * patch http, fastify and pg as Node loads them, which jest's module system bypasses. Starts
 * tracing with the SDK's in-memory exporter (`on`) or not at all (`off`), then a test server on
 * TEST_DATABASE_URL (or the embedded database), makes one transfer and prints, as one JSON line,
 * the spans, the answer's headers, the log lines of the request and which OpenTelemetry modules
 * were loaded.
 */
import { Writable } from 'node:stream';
import { startTracing } from '../tracing/start';
import type { tracing as sdkTracing } from '@opentelemetry/sdk-node';

async function run(mode: 'on' | 'off') {
  let exporter: sdkTracing.InMemorySpanExporter | undefined;
  if (mode === 'on') {
    const { tracing } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
    exporter = new tracing.InMemorySpanExporter();
    startTracing({}, { exporter });
  } else startTracing({});
  // Only now the server's modules (fastify, pg) load: patched when tracing is on. (require: an
  // import() would load a second copy of the modules this file already holds, tracing/active.ts's too.)

  const { startTestServer } = require('./harness') as typeof import('./harness');

  const { createMember } = require('../money/test-members') as typeof import('../money/test-members');
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const s = await startTestServer({ logStream });
  try {
    const m = await createMember(s.db, 'trace01', 500_00);
    exporter?.reset();
    const res = await fetch(`${s.baseUrl}/api/transfer?token=probe-secret-value`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
      body: JSON.stringify({ sourcetype: 'userbalance', targettype: 'ag', amount: 25 }),
    });
    const answer = (await res.json()) as { code: number };
    const requestId = res.headers.get('x-request-id');
    const spans = (exporter?.getFinishedSpans() ?? []).map((span) => ({
      name: span.name,
      traceId: span.spanContext().traceId,
      spanId: span.spanContext().spanId,
      parentId: span.parentSpanContext?.spanId,
      kind: span.kind,
      attributes: span.attributes,
      ms: Number((span.duration[0] * 1e3 + span.duration[1] / 1e6).toFixed(2)),
    }));
    // The SDK, the instrumentations and their helpers; not the API package alone, which prom-client
    // loads for its exemplars whenever it is installed (a no-op without an SDK).
    const loaded = Object.keys(require.cache).filter((path) =>
      /[\\/]@opentelemetry[\\/](?!api[\\/])|[\\/]@fastify[\\/]otel[\\/]/.test(path),
    );
    console.log(
      JSON.stringify({
        db: s.db.kind,
        code: answer.code,
        headers: { requestId, traceId: res.headers.get('x-trace-id') },
        spans,
        requestLines: lines.filter((l) => l['reqId'] === requestId),
        loaded: loaded.length,
      }),
    );
  } finally {
    await s.close();
  }
}

run(process.argv[2] === 'on' ? 'on' : 'off').then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
