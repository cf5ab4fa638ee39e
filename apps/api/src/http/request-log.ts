import { randomUUID } from 'node:crypto';
import { activeTracing } from '../tracing/active';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** A caller's (balancer's) request id is kept when it looks like one; anything else is replaced. */
const INCOMING_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/** Query parameters that carry credentials or card data: their values never reach the log. */
export const SECRET_PARAMS = /^(ticket|token|api_token|session|password|paypassword|pay_pass|oldpassword|bank_no|card|card_no)$/i;

/** Card-like digit runs (12–19 digits) inside error messages are masked. */
const CARD_DIGITS = /\d{12,19}/g;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Every request's id: the incoming X-Request-Id when well-formed, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The URL as logged: secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafe(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair.replace(CARD_DIGITS, '[redacted]');
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

const decodeSafe = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
}

/**
 * The server's logger: JSON lines with the request id (`reqId`) on every line. Fastify logs
 * only method, URL and address of a request, never headers or bodies; the URL's secret query
 * values are masked, the headers and body fields that carry credentials are redacted should
 * anything log them, and error messages lose card-like numbers (a database error can quote
 * a value).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const tracing = activeTracing();
  return {
    level,
    // With tracing on (docs/operations.md, Traces), every line written inside a request carries its trace id.
    ...(tracing ? { mixin: () => ({ traceId: tracing.traceId() }) } : {}),
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-admin-token"]',
        'req.body.password',
        'req.body.paypassword',
        'req.body.pay_pass',
        'req.body.oldpassword',
        'req.body.bank_no',
        'body.password',
        'body.paypassword',
        'body.pay_pass',
        'body.bank_no',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: loggedRequest,
      err: (err: LoggedError) => ({
        type: err.name ?? 'Error',
        message: String(err.message ?? '').replace(CARD_DIGITS, '[redacted]'),
        code: err.code,
        stack: String(err.stack ?? '').replace(CARD_DIGITS, '[redacted]'),
      }),
    },
  };
}

/**
 * A request as logged: `remoteAddress` is the client (behind a trusted balancer, the address
 * it forwarded); `proxy` is the balancer that handed the request over, when there was one.
 */
function loggedRequest(req: LoggedRequest) {
  const peer = req.socket?.remoteAddress;
  const client = req.ip ?? peer;
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: client,
    ...(peer && peer !== client ? { proxy: peer } : {}),
  };
}
