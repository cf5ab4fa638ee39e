import { lockMember } from './ledger';
import { MONEY_MESSAGES } from './messages';
import { badge, isUsdtAddress, requireCardNumber, requireName, requirePlace, requireText } from './text';
import { BizError, Code } from '../http/envelope';
import type { MoneyConfig } from './site-config';
import type { Db, Queryable } from '../db/types';

/** A member keeps at most this many payout cards (or USDT addresses) of each kind. */
export const MAX_CARDS_PER_KIND = 5;

export type CardKind = 'bank' | 'usdt';

export interface NewCard {
  kind: CardKind;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
}

/** The member's payout cards of a kind, as `getcard` answers them. */
export async function listCards(
  db: Queryable,
  userId: number,
  kind: CardKind,
  config: Pick<MoneyConfig, 'usdt_rate' | 'withdraw_usdt_rate'>,
) {
  const { rows } = await db.query<{
    id: number;
    bank: string;
    bank_no: string;
    bank_owner: string;
    bank_address: string;
    ico: string | null;
  }>(
    `SELECT c.id, c.bank, c.bank_no, c.bank_owner, c.bank_address,
            (SELECT b.ico FROM banks b WHERE b.bank_name = c.bank ORDER BY b.id LIMIT 1) AS ico
       FROM cards c WHERE c.user_id = $1 AND c.kind = $2 ORDER BY c.id`,
    [userId, kind],
  );
  return rows.map((c) => ({
    ...c,
    id: Number(c.id),
    ico: c.ico || badge(c.bank, kind === 'usdt' ? '#26a17b' : '#c8102e'),
    bank_not: c.bank_no.slice(-4),
    usdtrate: config.usdt_rate,
    withdrawusdtrate: config.withdraw_usdt_rate,
  }));
}

/** Checks what a new card means (the schema checked its shape): a USDT address of its protocol, or a known bank's card. */
export async function readCard(db: Queryable, body: Record<string, unknown>): Promise<NewCard> {
  if (body['bank'] === 'USDT') {
    const protocol = body['bank_owner'];
    if (protocol !== 'TRC20' && protocol !== 'ERC20') throw new BizError(Code.invalidParam, MONEY_MESSAGES.protocolInvalid);
    const address = typeof body['bank_no'] === 'string' ? body['bank_no'].trim() : '';
    if (!isUsdtAddress(protocol, address)) throw new BizError(Code.invalidParam, MONEY_MESSAGES.usdtAddressInvalid);
    return { kind: 'usdt', bank: 'USDT', bank_no: address, bank_owner: protocol, bank_address: protocol };
  }
  const bankOwner = requireName(body['bank_owner'], MONEY_MESSAGES.bankOwnerRequired);
  const bank = requireText(body['bank'], MONEY_MESSAGES.bankRequired);
  const known = await db.query('SELECT 1 FROM banks WHERE bank_name = $1 AND state = 1', [bank]);
  if (known.rows.length === 0) throw new BizError(Code.invalidParam, MONEY_MESSAGES.bankRequired);
  const bankAddress = requirePlace(body['bank_address'], MONEY_MESSAGES.bankAddressRequired);
  const bankNo = requireCardNumber(body['bank_no'], MONEY_MESSAGES.bankNoInvalid);
  return { kind: 'bank', bank, bank_no: bankNo, bank_owner: bankOwner, bank_address: bankAddress };
}

/** Binds a card under the member's lock, so two binds at once cannot pass the limit together. */
/**
 * Binds a payout card. `confirm` runs first in the same transaction (the route's confirmation
 * check, accounts/confirmations.ts): what it answers is kept on the card (how it was confirmed:
 * a passkey-confirmed destination needs no wait), and its refusal binds nothing.
 */
export async function bindCard(
  db: Db,
  userId: number,
  card: NewCard,
  at: Date,
  confirm: (q: Queryable) => Promise<string | null> = async () => null,
): Promise<void> {
  await db.tx(async (q) => {
    await lockMember(q, userId);
    const confirmedBy = await confirm(q);
    const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM cards WHERE user_id = $1 AND kind = $2', [
      userId,
      card.kind,
    ]);
    if (count.rows[0].n >= MAX_CARDS_PER_KIND) {
      throw new BizError(Code.cardLimit, card.kind === 'usdt' ? MONEY_MESSAGES.cardLimitUsdt : MONEY_MESSAGES.cardLimitBank);
    }
    await q.query(
      `INSERT INTO cards (user_id, kind, bank, bank_no, bank_owner, bank_address, created_at, confirmed_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [userId, card.kind, card.bank, card.bank_no, card.bank_owner, card.bank_address, at.toISOString(), confirmedBy],
    );
  });
}

/** Removes one of the member's own cards; another member's id is "not found" like an unknown one. */
export async function deleteCard(db: Queryable, userId: number, id: number | null): Promise<void> {
  const { rowCount } = id ? await db.query('DELETE FROM cards WHERE id = $1 AND user_id = $2', [id, userId]) : { rowCount: 0 };
  if (rowCount === 0) throw new BizError(Code.notFound, MONEY_MESSAGES.cardNotFound);
}

/** The banks a member can bind a card of, as `banklist` answers them. */
export async function listBanks(db: Queryable) {
  const { rows } = await db.query<{ id: number; bank_name: string; ico: string }>(
    'SELECT id, bank_name, ico FROM banks WHERE state = 1 ORDER BY sort, id',
  );
  return rows.map((b) => ({ id: Number(b.id), bank_name: b.bank_name, ico: b.ico || badge(b.bank_name) }));
}

/** The member's pay-password hash, to check a bind against; a member without one sets it first. */
export async function requirePayPasswordSet(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ pay_password_hash: string | null }>('SELECT pay_password_hash FROM users WHERE id = $1', [userId]);
  const hash = rows[0]?.pay_password_hash;
  if (!hash) throw new BizError(Code.setPayPasswordFirst, MONEY_MESSAGES.setPayPasswordFirst);
  return hash;
}
