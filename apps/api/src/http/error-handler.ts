import { BizError, Code } from './envelope';
import { DatabaseUnavailableError } from '../db/unavailable';
import type { FastifyError, FastifyInstance } from 'fastify';

/** The answer while the database is away or overloaded (nothing to fix on the caller's side but waiting). */
export const SERVICE_BUSY_MESSAGE = '服务器繁忙，请稍后再试';

/**
 * The one place errors become responses: always HTTP 200 with an envelope, never an HTML
 * page or a stack trace. The database being away or overloaded is answered 503 服务器繁忙 (its
 * transaction was rolled back, or — a COMMIT whose answer was lost — applied: a retry with the
 * same Idempotency-Key gets the stored answer). Unexpected errors are logged, answered 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof BizError) {
      return reply.code(200).send({ code: err.code, message: err.message, data: err.data });
    }
    if (err.validation) {
      const first = err.validation[0];
      const field = String(first?.instancePath || first?.params?.['missingProperty'] || '').replace(/^\//, '');
      return reply.code(200).send({ code: Code.invalidParam, message: field ? `参数错误：${field}` : '参数错误', data: [] });
    }
    if (err.statusCode === 413) {
      return reply.code(200).send({ code: Code.invalidParam, message: '请求内容过大', data: [] });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, say so plainly.
      return reply.code(200).send({ code: Code.invalidParam, message: '请求格式错误', data: [] });
    }
    if (err instanceof DatabaseUnavailableError) {
      // Expected during a database restart or overload: a warning with the request id, no stack.
      request.log.warn({ reason: err.reason, detail: err.message }, 'database unavailable: answered 服务器繁忙');
      return reply.code(200).send({ code: Code.serviceBusy, message: SERVICE_BUSY_MESSAGE, data: [] });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(200).send({ code: Code.serverError, message: '服务器异常，请稍后再试', data: [] });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(200).send({ code: Code.noSuchPath, message: '接口不存在', data: [] }));
}
