import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { preHandlerAsyncHookHandler } from 'fastify';

/** What every route module receives. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Pre-handler for member-only routes (sets request.member or answers code 401). */
  auth: preHandlerAsyncHookHandler;
  /** The clock; tests replace it. */
  now: () => Date;
}
