import { markBusy } from './busy';
import { BizError, Code } from './envelope';
import { HTTP_MESSAGES } from './messages';
import { DatabaseUnavailableError } from '../db/unavailable';
import { withLocale } from '../i18n/request-locale';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one place errors become responses: always HTTP 200 with an envelope, never an HTML
 * page or a stack trace; in the request's language (a BizError's message already is). The
 * database being away or overloaded is answered 503 服务器繁忙 (its transaction was rolled
 * back, or — a COMMIT whose answer was lost — applied: a retry with the same Idempotency-Key
 * gets the stored answer). Unexpected errors are logged, answered 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => withLocale(request.locale, () => answerError(err, request, reply)));
  app.setNotFoundHandler((request, reply) =>
    withLocale(request.locale, () => reply.code(200).send({ code: Code.noSuchPath, message: HTTP_MESSAGES.notFound, data: [] })),
  );
}

function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof BizError) {
    return reply.code(200).send({ code: err.code, message: err.message, data: err.data });
  }
  if (err.validation) {
    const first = err.validation[0];
    const field = String(first?.instancePath || first?.params?.['missingProperty'] || '').replace(/^\//, '');
    return reply
      .code(200)
      .send({ code: Code.invalidParam, message: field ? HTTP_MESSAGES.badParamField(field) : HTTP_MESSAGES.badParam, data: [] });
  }
  if (err.statusCode === 413) {
    return reply.code(200).send({ code: Code.invalidParam, message: HTTP_MESSAGES.tooLarge, data: [] });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Malformed JSON, wrong content type and the like: the client's fault, say so plainly.
    return reply.code(200).send({ code: Code.invalidParam, message: HTTP_MESSAGES.badFormat, data: [] });
  }
  if (err instanceof DatabaseUnavailableError) {
    // Expected during a database restart or overload: a warning with the request id, no stack.
    request.log.warn({ reason: err.reason, detail: err.message }, 'database unavailable: answered 服务器繁忙');
    markBusy(reply, err.kind);
    return reply.code(200).send({ code: Code.serviceBusy, message: HTTP_MESSAGES.busy, data: [] });
  }
  request.log.error({ err }, 'unexpected error');
  return reply.code(200).send({ code: Code.serverError, message: HTTP_MESSAGES.serverError, data: [] });
}
