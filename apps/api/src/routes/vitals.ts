import { VITALS_LIMITS, VITALS_PATH, type VitalsReport } from '@h5/api-contract';
import { BizError, Code, ok } from '../http/envelope';
import { HTTP_MESSAGES } from '../http/messages';
import { vitalsProblem, VITALS_BODY_SCHEMA } from '../metrics/web-vitals';
import { Throttle } from '../security/throttle';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * Players' real page speed (docs/api.md, Web vitals): a sampled visit's Core Web Vitals, sent by
 * the web app with navigator.sendBeacon (no token: nobody is named). Throttled per address before
 * the body is read, the body bounded, every field checked; recorded in the metrics' histograms.
 */
export const VITALS_RATE = { limit: 20, windowMs: 10 * 60 * 1000 } as const;
export const vitalsThrottleKey = (ip: string) => `vitals:ip:${ip}`;

export async function registerVitalsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const throttle = new Throttle(ctx.db, ctx.now);
  app.post<{ Body: VitalsReport }>(
    VITALS_PATH,
    {
      bodyLimit: VITALS_LIMITS.bodyBytes,
      schema: { body: VITALS_BODY_SCHEMA },
      // Every report counts, before its body is read.
      onRequest: async (request) => {
        const allowed = await throttle.attempt([{ key: vitalsThrottleKey(request.ip), ...VITALS_RATE }]);
        if (!allowed) throw new BizError(Code.tooManyRequests, HTTP_MESSAGES.reportsTooMany);
      },
    },
    async (request) => {
      if (vitalsProblem(request.body)) throw new BizError(Code.invalidParam, HTTP_MESSAGES.badParam);
      app.webVitals?.record(request.body);
      return ok([], HTTP_MESSAGES.reportRecorded);
    },
  );
}
