import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { businessMetrics } from './business';
import { meterDb } from './db-meter';
import { SeriesCounter, SeriesHistogram } from './series';
import { busyCauseOf, type BusyCause } from '../http/busy';
import { Code } from '../http/envelope';
import { waitingOrders } from '../money/orders-waiting';
import type { Db } from '../db/types';
import type { PushCounters } from '../push/counters';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The instance's Prometheus metrics (docs/operations.md, Metrics), in a registry of its own (a
 * process may hold several servers in tests). Every label value is bounded: route templates
 * (never a raw path), methods, HTTP statuses, business codes, order kinds — no member, amount or
 * token ever becomes a label.
 */
export interface Metrics {
  registry: Registry;
  /** Times every request and counts its answer; install before the routes. */
  installHttp(app: FastifyInstance): void;
  /** The Db the areas use: statements and transactions timed, business counted at commit (metrics/db-meter.ts). */
  meter(db: Db): Db;
  /** Live money's counters, for startPush. */
  push: PushCounters;
}

export interface MetricsSources {
  db: Db;
  /** Open live-money streams on this instance (0 with live money off). */
  streams: () => number;
  /** Age of the oldest outbox row this instance has yet to deliver (0 with live money off). */
  outboxLag: () => Promise<number>;
  now: () => Date;
}

/** Seconds; money calls take milliseconds, a slow database a few seconds, the timeout 30 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Statements take well under a millisecond on a warm connection; a pool wait or a lock, seconds. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const BUSY_CAUSES: BusyCause[] = ['database_away', 'pool_full', 'overload', 'streams_full'];
/** Player protection's refusals, by the envelope's code (docs/api.md, Player protection). */
const PROTECTION_RULES = new Map<string, string>([
  [String(Code.depositLimit), 'deposit_limit'],
  [String(Code.selfExcluded), 'self_excluded'],
]);
const CLIENT_ERRORS_ROUTE = '/api/client-errors';
const BUSY = String(Code.serviceBusy);

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'h5_' });
  // Gauges prom-client names *_total, which Prometheus's own check refuses (the heap, the event
  // loop's lag, the CPU and the rest of the defaults stay).
  for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total'])
    registry.removeSingleMetric(`h5_nodejs_${name}`);
  // The hot path's three: every request observes a duration and counts an answer (pre-bound
  // series, metrics/series.ts); in flight is read at the scrape from two plain counts.
  const duration = new SeriesHistogram(
    'h5_http_request_duration_seconds',
    'HTTP requests by method, route template and status, from arrival to the last byte (streams excluded)',
    ['method', 'route', 'status'],
    DURATION_BUCKETS,
    registry,
  );
  let arrived = 0;
  let closed = 0;
  const countClose = () => void closed++;
  new Gauge({
    name: 'h5_http_requests_in_flight',
    help: 'Requests being answered now (open streams included)',
    registers: [registry],
    collect() {
      this.set(arrived - closed);
    },
  });
  const answers = new SeriesCounter(
    'h5_http_answers_total',
    "Answers by route template and the envelope's business code (200 ok, 401 session, 503 busy, …)",
    ['route', 'code'],
    registry,
  );
  const busy = new Counter({
    name: 'h5_http_busy_total',
    help: 'Answers 503 服务器繁忙 by cause: database_away, pool_full (no connection in time), overload (the database short of resources or a statement timed out), streams_full',
    labelNames: ['cause'],
    registers: [registry],
  });
  for (const cause of BUSY_CAUSES) busy.inc({ cause }, 0);
  const refusals = new Counter({
    name: 'h5_protection_refusals_total',
    help: "Calls refused by player protection: a deposit over the member's limit, a member in a time-out or self-exclusion",
    labelNames: ['rule'],
    registers: [registry],
  });
  for (const rule of PROTECTION_RULES.values()) refusals.inc({ rule }, 0);
  const clientErrors = new Counter({
    name: 'h5_client_error_reports_total',
    help: 'Error reports from the web app (POST /api/client-errors) by outcome: recorded, throttled, refused (malformed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['recorded', 'throttled', 'refused']) clientErrors.inc({ outcome }, 0);
  const queries = new SeriesHistogram(
    'h5_db_query_duration_seconds',
    'Database statements by scope: statement (alone on the pool, the wait for a connection included) or transaction (inside one)',
    ['scope'],
    QUERY_BUCKETS,
    registry,
  );
  const transactions = new SeriesHistogram(
    'h5_db_transaction_duration_seconds',
    'Transactions from BEGIN to COMMIT by outcome: committed, refused (rolled back by a refusal or an error), unavailable (the database away)',
    ['outcome'],
    DURATION_BUCKETS,
    registry,
  );
  const dbInstruments = {
    query: { statement: queries.series('statement'), transaction: queries.series('transaction') },
    tx: {
      committed: transactions.series('committed'),
      refused: transactions.series('refused'),
      unavailable: transactions.series('unavailable'),
    },
  };
  const business = businessMetrics(registry);
  new Gauge({
    name: 'h5_push_outbox_lag_seconds',
    help: 'Age of the oldest outbox row this instance has not yet read for its streams (0: none waits, or no stream open here)',
    registers: [registry],
    async collect() {
      const lag = await sources.outboxLag().catch(() => null);
      if (lag !== null) this.set(lag);
    },
  });
  new Gauge({
    name: 'h5_db_pool_connections',
    help: "The PostgreSQL pool's connections by state (size: its maximum; waiting: calls queued for one)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.db.pool?.();
      if (!pool) return;
      for (const state of ['size', 'total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'h5_push_streams_open',
    help: 'Live-money streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.streams());
    },
  });
  // The orders waiting are the database's, the same on every instance: read once per scrape (the
  // registry collects the metrics in the order they were made, so the first starts the read).
  let waiting: Promise<Awaited<ReturnType<typeof waitingOrders>>> = Promise.resolve([]);
  new Gauge({
    name: 'h5_orders_waiting',
    help: "Deposits and withdrawals waiting for the operator's decision",
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      // PostgreSQL: on the readiness session, so a scrape never takes a pool connection from
      // the calls nor waits behind them (a burst queues hundreds for the pool).
      // The database away: the last figures stay and the scrape still answers (its 503 counts are
      // what an operator needs to see then).
      waiting = waitingOrders(sources.db.readiness ?? sources.db, sources.now()).catch(() => []);
      for (const w of await waiting) this.set({ kind: w.kind }, w.count);
    },
  });
  new Gauge({
    name: 'h5_orders_oldest_waiting_seconds',
    help: 'How long the oldest waiting deposit or withdrawal has waited (0: none waits)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      for (const w of await waiting) this.set({ kind: w.kind }, w.oldestSeconds);
    },
  });

  const countAnswer = (route: string, code: string, reply: FastifyReply): void => {
    answers.series(route, code)();
    if (code === BUSY) busy.inc({ cause: busyCauseOf(reply) ?? 'database_away' });
    const rule = PROTECTION_RULES.get(code);
    if (rule) refusals.inc({ rule });
    if (route === CLIENT_ERRORS_ROUTE)
      clientErrors.inc({ outcome: code === '200' ? 'recorded' : code === String(Code.tooManyRequests) ? 'throttled' : 'refused' });
  };

  return {
    registry,
    push: business.push,
    meter: (db) => meterDb(db, { ...dbInstruments, tally: business.tally }),
    installHttp(app) {
      // Nothing is written on fastify's request and reply objects but the property declared for
      // it: a property they were not made with changes their shape under fastify's own code;
      // fastify times every reply already (reply.elapsedTime). The hooks take a callback rather
      // than return a promise, and the arrivals are counted on the HTTP server itself.
      app.server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
        arrived++;
        // 'close' comes for every answer, a hijacked stream's too.
        res.on('close', countClose);
      });
      // The route template is read once (fastify's routeOptions builds an object at each read):
      // onSend keeps it on the request, in a property declared for it.
      app.decorateRequest('metricsRoute', '');
      app.addHook('onSend', (request, reply, payload, done) => {
        const route = (request.metricsRoute = routeOf(request));
        const code = typeof payload === 'string' ? envelopeCode(payload) : undefined;
        if (code) countAnswer(route, code, reply);
        done(null, payload);
      });
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.metricsRoute || routeOf(request);
        duration.series(request.method, route, numberText(reply.statusCode))(reply.elapsedTime / 1000);
        done();
      });
    },
  };
}

/** The request's route template as its label (fastify builds routeOptions afresh at each read). */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

const STATUS_TEXT = new Map<number, string>();
/** An HTTP status or a business code as its label: one string per number for the life of the process. */
function numberText(n: number): string {
  let text = STATUS_TEXT.get(n);
  if (text === undefined) STATUS_TEXT.set(n, (text = String(n)));
  return text;
}

const ENVELOPE_START = '{"code":';
/**
 * The envelope's code as the answer's first bytes write it, `{"code":200,…` (http/envelope.ts):
 * one to four digits then `,` or `}`; undefined: not an envelope. Read by character, never past
 * the code, however long the answer (a regular expression's match cost ~5 µs an answer).
 */
export function envelopeCode(payload: string): string | undefined {
  if (!payload.startsWith(ENVELOPE_START)) return undefined;
  const from = ENVELOPE_START.length;
  let code = 0;
  let at = from;
  for (; at < from + 4 && at < payload.length; at++) {
    const digit = payload.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) break;
    code = code * 10 + digit;
  }
  const after = payload.charCodeAt(at);
  if (at === from || (after !== 44 && after !== 125)) return undefined; // 44 ',', 125 '}'
  // JSON writes no leading zero; should one come, the label is the digits as written.
  return payload.charCodeAt(from) === 48 && at - from > 1 ? payload.slice(from, at) : numberText(code);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The route template the metrics read in onSend, for onResponse ('' before; metrics.ts). */
    metricsRoute: string;
  }
  interface FastifyInstance {
    /** The metrics listener's address (http://host:port/metrics) when METRICS_PORT is set. */
    metricsUrl?: string;
  }
}
