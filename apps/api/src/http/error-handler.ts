import type { FastifyError, FastifyInstance } from 'fastify';
import { BizError, Code } from './envelope';

/**
 * The one place errors become responses: always HTTP 200 with an envelope, never an HTML
 * page or a stack trace. Unexpected errors are logged and answered with a generic 500.
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
    request.log.error({ err }, 'unexpected error');
    return reply.code(200).send({ code: Code.serverError, message: '服务器异常，请稍后再试', data: [] });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(200).send({ code: 404, message: '接口不存在', data: [] }));
}
