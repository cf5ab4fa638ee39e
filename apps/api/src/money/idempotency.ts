import { MONEY_MESSAGES } from './messages';
import { tallyOf } from '../events/tally';
import { BizError, Code } from '../http/envelope';
import { HTTP_MESSAGES } from '../http/messages';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import type { ApiEnvelopeLike } from '../http/types';
import type { FastifyRequest } from 'fastify';

const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * Runs a money action in one transaction, honouring an optional `Idempotency-Key` header:
 * the key is claimed first (a concurrent request with the same key waits on it, then reads
 * the stored answer) and the answer is stored in the same transaction, so a repeated key
 * gets the first answer and the action runs once. A refused action (BizError) rolls back
 * with its key, so nothing is stored and a retry runs again.
 */
export async function withIdempotency<T>(
  ctx: AppContext,
  request: FastifyRequest,
  route: string,
  fn: (q: Queryable) => Promise<ApiEnvelopeLike<T>>,
): Promise<ApiEnvelopeLike<T>> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return ctx.db.tx(fn);
  if (typeof header !== 'string' || !KEY.test(header))
    throw new BizError(Code.invalidParam, HTTP_MESSAGES.badParamField('Idempotency-Key'));
  const userId = request.member?.id;
  if (!userId) throw new BizError(Code.sessionExpired, HTTP_MESSAGES.sessionExpired);
  return ctx.db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys (user_id, key, route) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
      [userId, header, route],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await q.query<{ route: string; response: ApiEnvelopeLike<T> | null }>(
        'SELECT route, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, header],
      );
      const stored = rows[0];
      if (!stored || stored.route !== route || !stored.response) throw new BizError(Code.invalidParam, MONEY_MESSAGES.idempotencyReused);
      tallyOf(q)?.retryAnswered();
      return stored.response;
    }
    const answer = await fn(q);
    await q.query('UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2', [userId, header, JSON.stringify(answer)]);
    return answer;
  });
}
