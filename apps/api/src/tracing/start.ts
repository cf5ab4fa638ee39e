import { setActiveTracing } from './active';
import type { tracing as sdkTracing } from '@opentelemetry/sdk-node';

type SpanExporter = sdkTracing.SpanExporter;

export interface Tracing {
  /** Sends what is buffered and stops the SDK (shutdown: after the server has closed). */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set (or an exporter is given: the
 * tests' in-memory one), and only then loads it: with the setting unset this requires nothing
 * and returns null. Must run before fastify, pg and http are first required — the instrumentations
 * patch them as they load — so it is the first import of main.ts (tracing/preload.ts).
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env, opts: { exporter?: SpanExporter } = {}): Tracing | null {
  if (!opts.exporter && !env['OTEL_EXPORTER_OTLP_ENDPOINT']) return null;
  // A require, not an import: the SDK loads only on this path (esbuild keeps it a run-time require).

  const { startSdk } = require('./sdk') as typeof import('./sdk');
  const sdk = startSdk(env, opts.exporter);
  setActiveTracing(sdk);
  return sdk;
}
