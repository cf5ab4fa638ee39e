import { BizError, Code, ok } from '../http/envelope';
import { HTTP_MESSAGES } from '../http/messages';
import { Throttle } from '../security/throttle';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * Errors the web app caught in a player's browser (a screen that threw, a chunk that did not
 * load, an unhandled rejection), written to the server's log with the request id so an
 * operator sees them. An addition beside the site's contract, read by nobody but the log.
 */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

/** A report is a few lines of text: anything bigger is refused before it is parsed. */
export const CLIENT_ERROR_BODY_LIMIT = 8 * 1024;
/**
 * Per client address. Counted by the secret throttle's counters (apps/api/src/security), in
 * the database, so a fleet shares one budget and the operator's throttle lift applies;
 * @fastify/rate-limit would count per instance (or need Redis) and be one more dependency.
 */
export const CLIENT_ERROR_RATE = { limit: 30, windowMs: 10 * 60 * 1000 } as const;
export const clientErrorThrottleKey = (ip: string) => `client-error:ip:${ip}`;

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;

interface ClientErrorBody {
  source: string;
  message: string;
  stack?: string;
  route: string;
  build: string;
}

// The same rules as the web app's (apps/web/src/recovery/scrub.ts): the server does not
// trust that a report was scrubbed, the log must never hold a credential or a card number.
const SECRET_FIELD =
  /(token|password|paypassword|pay_pass|oldpassword|authorization|bank_no|card_no|ticket|session)(["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi;
const BEARER = /\bBearer\s+\S+/gi;
const CARD_NUMBER = /\d(?:[ -]?\d){11,18}/g;
const LONG_OPAQUE = /[A-Za-z0-9_-]{32,}/g;
// Control characters could forge lines in a plain-text view of the log.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** A report's text as logged: secrets replaced by markers, control characters dropped. */
export function scrubReport(value: string): string {
  return value
    .replace(CONTROL, '')
    .replace(BEARER, 'Bearer [redacted]')
    .replace(SECRET_FIELD, '$1$2[redacted]')
    .replace(CARD_NUMBER, '[card]')
    .replace(LONG_OPAQUE, '[redacted]');
}

export async function registerClientErrorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const throttle = new Throttle(ctx.db, ctx.now);

  app.post<{ Body: ClientErrorBody }>(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      schema: {
        body: {
          type: 'object',
          properties: {
            source: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z.:]+$' },
            message: text(500, 1),
            stack: text(4000),
            route: text(200),
            build: text(200),
          },
          required: ['source', 'message', 'route', 'build'],
          additionalProperties: false,
        },
      },
      // Every report counts, well-formed or not, before its body is validated.
      preValidation: async (request) => {
        const allowed = await throttle.attempt([{ key: clientErrorThrottleKey(request.ip), ...CLIENT_ERROR_RATE }]);
        if (!allowed) throw new BizError(Code.tooManyRequests, HTTP_MESSAGES.reportsTooMany);
      },
    },
    async (request) => {
      const { source, message, stack, route, build } = request.body;
      request.log.warn(
        {
          clientError: {
            source,
            message: scrubReport(message),
            ...(stack ? { stack: scrubReport(stack) } : {}),
            route: scrubReport(route),
            build: scrubReport(build),
            userAgent: scrubReport(String(request.headers['user-agent'] ?? '').slice(0, 200)),
          },
        },
        'client error',
      );
      return ok([], HTTP_MESSAGES.reportRecorded);
    },
  );
}
