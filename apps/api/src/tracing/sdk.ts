import FastifyOtelInstrumentation from '@fastify/otel';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import type { ActiveTracing } from './active';

/**
 * Query parameters whose values never reach a span: the ones the log masks (http/request-log.ts;
 * tracing.test.ts holds the two lists equal). Matched by name as sent.
 */
export const SPAN_SECRET_PARAMS = [
  'ticket',
  'token',
  'api_token',
  'session',
  'password',
  'paypassword',
  'pay_pass',
  'oldpassword',
  'bank_no',
  'card',
  'card_no',
];

/** Probes and the metrics' scrapes are not traced: they would be most of the spans. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/livez']);

/**
 * OpenTelemetry's Node SDK with the three instrumentations the server needs: the HTTP server
 * span of each request (the trace's root, continuing a caller's `traceparent`), fastify's route
 * and handler spans (@fastify/otel, registered on every fastify instance as it is made), and a
 * span per PostgreSQL statement (instrumentation-pg: the SQL text with its $n placeholders, never
 * the values). Exporter, sampler, service name and resource come from the standard OTEL_*
 * settings (docs/operations.md, Traces); `exporter` replaces the OTLP one (tests).
 */
export function startSdk(env: NodeJS.ProcessEnv, exporter?: tracing.SpanExporter): ActiveTracing & { shutdown(): Promise<void> } {
  // Traces only: the metrics are Prometheus's (METRICS_PORT), the log is standard output. The SDK
  // reads these two from the environment and would otherwise send both by OTLP as well.
  for (const name of ['OTEL_METRICS_EXPORTER', 'OTEL_LOGS_EXPORTER']) if (!env[name]) process.env[name] = 'none';
  const sdk = new NodeSDK({
    serviceName: env['OTEL_SERVICE_NAME'] ?? 'h5-api',
    // The in-memory exporter is read at once: a span is handed over as it ends.
    ...(exporter ? { spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] } : {}),
    instrumentations: [
      new HttpInstrumentation({
        // Query values that carry credentials never reach a span (as in the log: http/request-log.ts).
        redactedQueryParamsServer: SPAN_SECRET_PARAMS,
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]),
        // The server's own calls out (none on the money path) are not traced.
        disableOutgoingRequestInstrumentation: true,
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        // Its request span's url.path carries the query as sent: the path alone (the HTTP span has the query, redacted).
        requestHook: (span, request) => void span.setAttribute('url.path', request.url.split('?')[0]),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  sdk.start();
  const tracer = trace.getTracer('h5-api');
  return {
    traceId: () => trace.getActiveSpan()?.spanContext().traceId,
    inSpan: (name, attributes, fn) =>
      tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await fn();
        } catch (err) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.name : 'error' });
          throw err;
        } finally {
          span.end();
        }
      }),
    shutdown: () => sdk.shutdown(),
  };
}
