/**
 * The first import of main.ts: tracing starts (OTEL_EXPORTER_OTLP_ENDPOINT set) before any module
 * it instruments is loaded; unset, nothing happens (docs/operations.md, Traces).
 */
import { startTracing } from './start';

export const tracing = startTracing();
