import { writeAudit } from './audit';
import { DESK_MESSAGES } from './desk-messages';
import { BizError, Code } from '../http/envelope';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

/** A receiving account players pay bank deposits into; id absent = a new one. state 0 hides it. */
export interface ReceivingAccountInput {
  id?: number;
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: 0 | 1;
}

const ACCOUNT_COLUMNS = 'id, bank_name, bank_no, bank_owner, bank_address, state';

export async function listReceivingAccounts(q: Queryable) {
  const { rows } = await q.query<ReceivingAccountInput & { id: number }>(`SELECT ${ACCOUNT_COLUMNS} FROM receiving_accounts ORDER BY id`);
  return rows.map((r) => ({ ...r, id: Number(r.id), state: Number(r.state) }));
}

/** Adds or changes a receiving account, with the old and new rows in the audit. */
export async function saveReceivingAccount(db: Db, actor: Actor, input: ReceivingAccountInput, at: Date): Promise<{ id: number }> {
  const values = [input.bank_name.trim(), input.bank_no.trim(), input.bank_owner.trim(), input.bank_address.trim(), input.state];
  if (values.slice(0, 3).some((v) => v === '')) throw new BizError(Code.invalidParam, DESK_MESSAGES.settingInvalid);
  return db.tx(async (q) => {
    let before: unknown = null;
    let id: number;
    if (input.id) {
      const { rows } = await q.query(`SELECT ${ACCOUNT_COLUMNS} FROM receiving_accounts WHERE id = $1 FOR UPDATE`, [input.id]);
      if (!rows[0]) throw new BizError(Code.notFound, DESK_MESSAGES.accountNotFound);
      before = rows[0];
      await q.query(
        'UPDATE receiving_accounts SET bank_name = $2, bank_no = $3, bank_owner = $4, bank_address = $5, state = $6 WHERE id = $1',
        [input.id, ...values],
      );
      id = input.id;
    } else {
      const { rows } = await q.query<{ id: number }>(
        'INSERT INTO receiving_accounts (bank_name, bank_no, bank_owner, bank_address, state) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        values,
      );
      id = Number(rows[0].id);
    }
    const after = { bank_name: values[0], bank_no: values[1], bank_owner: values[2], bank_address: values[3], state: input.state };
    await writeAudit(q, actor, { action: 'receiving-account.save', targetType: 'account', target: String(id), before, after }, at);
    return { id };
  });
}

/** A pay way's switch and limits (fen); the channel must exist (the seed lists them). */
export async function savePayChannel(
  db: Db,
  actor: Actor,
  input: { code: string; enabled: 0 | 1; min_amount: number; max_amount: number },
  at: Date,
): Promise<void> {
  if (input.min_amount <= 0 || input.max_amount < input.min_amount) throw new BizError(Code.invalidParam, DESK_MESSAGES.settingInvalid);
  await db.tx(async (q) => {
    const { rows } = await q.query<{ enabled: number; min_amount: number; max_amount: number }>(
      'SELECT enabled, min_amount, max_amount FROM pay_channels WHERE code = $1 FOR UPDATE',
      [input.code],
    );
    if (!rows[0]) throw new BizError(Code.notFound, DESK_MESSAGES.payChannelNotFound);
    await q.query('UPDATE pay_channels SET enabled = $2, min_amount = $3, max_amount = $4 WHERE code = $1', [
      input.code,
      input.enabled,
      input.min_amount,
      input.max_amount,
    ]);
    const before = { enabled: Number(rows[0].enabled), min_amount: Number(rows[0].min_amount), max_amount: Number(rows[0].max_amount) };
    const after = { enabled: input.enabled, min_amount: input.min_amount, max_amount: input.max_amount };
    await writeAudit(q, actor, { action: 'pay-channel.save', targetType: 'setting', target: input.code, before, after }, at);
  });
}
