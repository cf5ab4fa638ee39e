import { scrub } from './scrub';

/** Outside the site's contract: the API logs what it gets (apps/api/src/routes/client-errors.ts). */
export const CLIENT_ERRORS_PATH = '/api/client-errors';
export const LIMITS = { source: 40, message: 500, stack: 4000, route: 200, build: 200 } as const;
/** A page that fails in a loop sends a few reports, not one per frame. */
export const MAX_REPORTS_PER_PAGE = 10;

let sent = 0;
const reported = new Set<string>();

export interface ClientErrorReport {
  source: string;
  message: string;
  stack?: string;
  route: string;
  build: string;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The report of an error: scrubbed and cut to the server's limits; the route without its query. */
export function reportOf(error: unknown, source: string, location: Pick<Location, 'hash'>, build: string): ClientErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? cut(scrub(error.stack), LIMITS.stack) : undefined;
  const route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  return {
    source: cut(source, LIMITS.source),
    message: cut(scrub(message), LIMITS.message),
    ...(stack ? { stack } : {}),
    route: cut(scrub(route), LIMITS.route),
    build: cut(build.replace(/[?#].*$/, ''), LIMITS.build),
  };
}

/** Sends one report (never the session token: no authorization header); repeats and floods are dropped. */
export function sendReport(report: ClientErrorReport, fetchFn: typeof fetch): void {
  const key = `${report.source}|${report.message}`;
  if (sent >= MAX_REPORTS_PER_PAGE || reported.has(key)) return;
  sent += 1;
  reported.add(key);
  // keepalive: the report still goes when the page reloads right after (a stale build).
  fetchFn(CLIENT_ERRORS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {
    // Nowhere left to report a failed report to.
  });
}
