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

/** Which deposit ways are open, as `get_pay_way` answers (1 open, 0 closed; USDT either protocol). */
export async function payWaysOpen(q: Queryable): Promise<{ wechat: number; usdt: number; alipay: number; card: number }> {
  const { rows } = await q.query<{ code: string; enabled: number }>('SELECT code, enabled FROM pay_channels');
  const on = (...codes: string[]) => (rows.some((r) => codes.includes(r.code) && Number(r.enabled) === 1) ? 1 : 0);
  return { wechat: on('wechat'), usdt: on('usdt-trc20', 'usdt-erc20'), alipay: on('alipay'), card: on('bank') };
}

/** The operator's bank accounts players pay bank deposits into, as `getpaybank` and bank `payinfo` list them. */
export async function receivingAccounts(q: Queryable) {
  const { rows } = await q.query<{ id: number; bank_name: string; bank_no: string; bank_owner: string; bank_address: string }>(
    'SELECT id, bank_name, bank_no, bank_owner, bank_address FROM receiving_accounts WHERE state = 1 ORDER BY id',
  );
  return rows.map((r) => ({
    id: Number(r.id),
    bank_no: r.bank_no,
    bank_owner: r.bank_owner,
    bank_address: r.bank_address,
    bank_data: { bank_name: r.bank_name },
  }));
}
