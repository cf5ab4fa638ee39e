import { yuanText } from './amounts';
import { MONEY_MESSAGES } from './messages';
import { BizError, Code } from '../http/envelope';
import type { Queryable } from '../db/types';

export interface PayChannel {
  code: string;
  enabled: number;
  min_amount: number;
  max_amount: number;
  mch_id: string;
  content: string;
  payimg: string;
}

// Named columns, never `*`: the statement is prepared per PostgreSQL connection, and a `*`
// would break on running instances when a migration adds a column (see postgres-db.ts).
export async function findChannel(q: Queryable, code: string): Promise<PayChannel | undefined> {
  const sql = 'SELECT code, enabled, min_amount, max_amount, mch_id, content, payimg FROM pay_channels WHERE code = $1';
  return (await q.query<PayChannel>(sql, [code])).rows[0];
}

/** A deposit of `amount` fen through `code`: the way must be open and the amount in its inclusive range (212/213). */
export async function requireDepositRange(q: Queryable, code: string, amount: number): Promise<PayChannel> {
  const c = await findChannel(q, code);
  if (!c || Number(c.enabled) !== 1) throw new BizError(Code.serverError, MONEY_MESSAGES.payWayClosed);
  if (amount < Number(c.min_amount)) throw new BizError(Code.rechargeTooLow, MONEY_MESSAGES.rechargeTooLow(yuanText(c.min_amount)));
  if (amount > Number(c.max_amount)) throw new BizError(Code.rechargeTooHigh, MONEY_MESSAGES.rechargeTooHigh(yuanText(c.max_amount)));
  return c;
}
