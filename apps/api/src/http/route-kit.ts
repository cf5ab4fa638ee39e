import { requestSchemas, type JsonPostCallName, type JsonSchema } from '@h5/api-contract';
import type { Member } from './types';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

type Handler = (request: FastifyRequest, member: Member) => Promise<unknown>;

/** What a member route needs of the app's context: its session gate (AppContext has it). */
interface Gate {
  auth: preHandlerAsyncHookHandler;
}

// A missing POST body is already `{}` here (app.ts), so schemas see an object.

/**
 * A member call at /api/<name>: the session is checked before the body (a visitor gets 401,
 * not a validation message), the body against the contract's schema, then the handler runs.
 */
export function memberPost(app: FastifyInstance, ctx: Gate, name: JsonPostCallName, handler: Handler, schema?: JsonSchema): void {
  app.post(`/api/${name}`, { schema: { body: schema ?? requestSchemas[name] }, preValidation: ctx.auth }, (request: FastifyRequest) =>
    handler(request, request.member as Member),
  );
}

/** A member call answered to GET (query string) and POST (body) alike. */
export function memberAny(app: FastifyInstance, ctx: Gate, path: string, schema: JsonSchema, handler: Handler): void {
  app.get(path, { schema: { querystring: schema }, preValidation: ctx.auth }, (request) => handler(request, request.member as Member));
  app.post(path, { schema: { body: schema }, preValidation: ctx.auth }, (request) => handler(request, request.member as Member));
}

/** A public call (no session) at /api/<name>. */
export function publicPost(app: FastifyInstance, name: JsonPostCallName, handler: (request: FastifyRequest) => Promise<unknown>): void {
  app.post(`/api/${name}`, { schema: { body: requestSchemas[name] } }, handler);
}

/** Reads a body or query field as text ('' when absent). */
export const field = (request: FastifyRequest, name: string): unknown => {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined;
  return source?.[name];
};
