import type { FastifyReply } from 'fastify';

/** Why an answer is 503 服务器繁忙: the database's kind (db/unavailable.ts) or this instance's stream cap. */
export type BusyCause = 'database_away' | 'pool_full' | 'overload' | 'streams_full';

const CAUSE = Symbol('busy cause');

/** Marks the reply as a 503 for `cause`; the metrics count 503s by it (docs/operations.md, Metrics). */
export const markBusy = (reply: FastifyReply, cause: BusyCause): void => {
  (reply as unknown as Record<symbol, BusyCause>)[CAUSE] = cause;
};

export const busyCauseOf = (reply: FastifyReply): BusyCause | undefined =>
  (reply as unknown as Record<symbol, BusyCause | undefined>)[CAUSE];
