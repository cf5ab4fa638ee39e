import { PUSH_STREAM_PATH } from '@h5/api-contract';
import { markBusy } from '../http/busy';
import { Code } from '../http/envelope';
import { HTTP_MESSAGES } from '../http/messages';
import { readHello } from '../push/hello';
import { sseEvent } from '../push/sse';
import type { AppContext } from '../context';
import type { Member } from '../http/types';
import type { Push } from '../push/service';
import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

/** A client refused for want of room tries again after about this long (with its own jitter). */
const RETRY_AFTER_S = 30;

/**
 * GET /api/stream (docs/api.md, Live money): the member's live money as Server-Sent Events, beside the site's
 * contract. Authenticated like every member call, by the Authorization header (a streamed
 * fetch sends it; the token never travels in a URL); a visitor or an ended session gets the
 * 401 envelope. Refusals are envelopes; only a stream answers `text/event-stream`.
 */
export async function registerStreamRoutes(app: FastifyInstance, ctx: AppContext, push: Push): Promise<void> {
  app.get(PUSH_STREAM_PATH, { preValidation: ctx.auth }, async (request, reply) => {
    const member = request.member as Member;
    const stream = push.hub.open(member);
    if (!stream) {
      // This instance holds its maximum: a real 503, so a balancer and the client see it plainly.
      markBusy(reply, 'streams_full');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ code: Code.serviceBusy, message: HTTP_MESSAGES.busy, data: [] });
    }
    let first: Awaited<ReturnType<typeof readHello>>;
    try {
      first = await readHello(ctx.db, member, push.hub.limits.heartbeatMs);
    } catch (err) {
      push.hub.remove(stream, 'gone');
      throw err; // the database is away: 服务器繁忙, as for any call
    }
    if (!first || stream.closedFor === 'revoked') {
      push.hub.remove(stream, 'gone');
      return reply.send({ code: Code.sessionExpired, message: HTTP_MESSAGES.sessionExpired, data: [] });
    }
    reply.hijack();
    reply.raw.writeHead(200, {
      // The hardening headers and X-Request-Id set for this answer so far.
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      // Never stored, never transformed (compressed, buffered) on the way.
      'cache-control': 'no-store, no-transform',
      // nginx and the like pass each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
    });
    if (stream.closedFor && stream.closedFor !== 'gone') {
      // Replaced by a newer stream of the member, or the instance began shutting down, while
      // the figures were read: say so, as to any stream.
      reply.raw.end(sseEvent('closed', { reason: stream.closedFor }));
      return;
    }
    stream.start(reply.raw, first.hello, first.snapshot);
  });
}
