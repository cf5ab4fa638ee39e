/**
 * What the rest of the server knows of tracing (docs/operations.md, Traces): nothing is loaded
 * here. When OTEL_EXPORTER_OTLP_ENDPOINT is unset no tracer exists, `activeTracing()` is null and
 * every caller's cost is that one check; start.ts fills it in when tracing starts.
 */
export interface ActiveTracing {
  /** The trace id of the span active now (a request's, a transaction's); undefined outside one. */
  traceId(): string | undefined;
  /** Runs fn inside a child span named `name` (ended when fn settles, marked failed when it throws). */
  inSpan<T>(name: string, attributes: Record<string, string | number>, fn: () => Promise<T>): Promise<T>;
}

let active: ActiveTracing | null = null;

export const activeTracing = (): ActiveTracing | null => active;

export function setActiveTracing(tracing: ActiveTracing | null): void {
  active = tracing;
}

/** fn in a span when tracing is on; fn itself when it is off. */
export function traced<T>(name: string, attributes: Record<string, string | number>, fn: () => Promise<T>): Promise<T> {
  return active ? active.inSpan(name, attributes, fn) : fn();
}

/** The answer's header carrying the request's trace id (beside X-Request-Id), when tracing is on. */
export const TRACE_ID_HEADER = 'x-trace-id';
