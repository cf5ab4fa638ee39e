import Fastify, { type FastifyInstance } from 'fastify';
import { requireMember } from './auth/require-member';
import { BizError, Code } from './http/envelope';
import { installErrorHandler } from './http/error-handler';
import { HTTP_MESSAGES } from './http/messages';
import { registerOperations } from './http/operations';
import { loggerOptions, REQUEST_ID_HEADER, requestId } from './http/request-log';
import { installRequestLocale } from './i18n/request-locale';
import { ledgerGauges } from './metrics/ledger-gauges';
import { startMetricsListener } from './metrics/listener';
import { createMetrics, type Metrics, type MetricsSources } from './metrics/metrics';
import { webVitals } from './metrics/web-vitals';
import { startLedgerSchedule } from './money/ledger-schedule';
import { PROTECTION_MESSAGES } from './protection/messages';
import { startPush, type Push } from './push/service';
import { registerRoutes } from './routes';
import { registerCompression } from './serving/compression';
import { activeTracing, TRACE_ID_HEADER } from './tracing/active';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/types';

export interface BuildOptions {
  db: Db;
  config: ServerConfig;
  now?: () => Date;
  /** false silences request logs (tests). */
  logger?: boolean;
  /** Where log lines go (tests read them); standard output when unset. */
  logStream?: NodeJS.WritableStream;
}

/** JSON bodies above this are refused with a business code (uploads have their own limit). */
const BODY_LIMIT = 64 * 1024;

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Never writes credentials or card numbers; every line carries the request id (reqId).
    logger: opts.logger === false ? false : loggerOptions(opts.config.logLevel, opts.logStream),
    genReqId: requestId,
    // request.ip is the client only when the TCP peer is a listed balancer (see trusted-proxies.ts).
    trustProxy: opts.config.trustedProxies.length > 0 ? opts.config.trustedProxies : false,
    // allowUnionTypes: amounts may be a number or a numeric string (the site's clients send both).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, allowUnionTypes: true } },
  });
  app.decorateRequest('member', null);
  // First of the hooks: every later stage answers in the request's language (docs/i18n.md).
  installRequestLocale(app);
  // The site's older clients post forms as well as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // The site's clients post empty calls with no body at all: treat that as `{}`.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail inside a query (500).
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query)) throw new BizError(Code.invalidParam, HTTP_MESSAGES.badParam);
  });
  installErrorHandler(app);
  // The id a log line carries goes back to the caller, so a complaint can be found in the log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // With tracing on, the trace id beside it (docs/operations.md, Traces).
  const tracing = activeTracing();
  if (tracing) app.addHook('onRequest', async (_request, reply) => void reply.header(TRACE_ID_HEADER, tracing.traceId()));
  const now = opts.now ?? (() => new Date());
  // Before the rest: with metrics on, the areas' database is the metered one (metrics/db-meter.ts).
  let push: Push | null = null;
  const metrics = await installMetrics(app, opts, {
    streams: () => push?.hub.size ?? 0,
    outboxLag: async () => (push ? push.lagSeconds() : 0),
    now,
  });
  const db = metrics ? metrics.meter(opts.db) : opts.db;
  // Live money: every transaction through ctx.db writes its events; streams end before the
  // server closes (they would hold it open), the relay stops before the database closes.
  push = await startPush(db, opts.config, app.log.child({ component: 'push' }), metrics?.push);
  if (push) {
    const started = push;
    app.addHook('preClose', async () => started.closeStreams());
    app.addHook('onClose', async () => started.close());
  }
  // Players' page speed into the metrics (routes/vitals.ts); without them the reports are checked and dropped.
  app.decorate('webVitals', metrics ? webVitals(metrics.registry) : null);
  installLedgerSchedule(app, opts, metrics);
  registerOperations(app, opts.db);

  const ctx: AppContext = {
    db: push?.db ?? db,
    config: opts.config,
    // The clock too: a withdraw-only session expires with the exclusion it was opened in.
    auth: requireMember(db, { now, withdrawOnlyRefusal: PROTECTION_MESSAGES.withdrawOnly }),
    now,
  };
  // Before the routes: the plugin attaches itself to each route as it is added.
  await registerCompression(app);
  await registerRoutes(app, ctx, push);
  return app;
}

/** Prometheus metrics on their own port when METRICS_PORT is set (docs/operations.md, Metrics); the address is `app.metricsUrl`. */
async function installMetrics(app: FastifyInstance, opts: BuildOptions, sources: Omit<MetricsSources, 'db'>): Promise<Metrics | null> {
  const settings = opts.config.metrics;
  if (!settings) return null;
  const metrics = createMetrics({ db: opts.db, ...sources });
  metrics.installHttp(app);
  const listener = await startMetricsListener(metrics.registry, settings.host, settings.port);
  app.decorate('metricsUrl', listener.url);
  app.addHook('onClose', () => listener.close());
  return metrics;
}

/** The ledger check on a timer (LEDGER_CHECK_INTERVAL_S; docs/operations.md, Ledger check), its result in the metrics; `app.ledgerCheck`. */
function installLedgerSchedule(app: FastifyInstance, opts: BuildOptions, metrics: Metrics | null): void {
  if (opts.config.ledgerCheckIntervalS <= 0) return;
  const schedule = startLedgerSchedule(opts.db, opts.config.ledgerCheckIntervalS, app.log.child({ component: 'ledger-check' }));
  if (metrics) schedule.onRun(ledgerGauges(metrics.registry));
  app.decorate('ledgerCheck', schedule);
  app.addHook('onClose', () => schedule.stop());
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v, depth + 1));
}
