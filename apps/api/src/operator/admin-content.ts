import { isUsdtFeeSetting, isUsdtRateSetting } from '@h5/domain';
import { OPERATOR_MESSAGES } from './messages';
import { writeSiteConfig } from '../content/site-config';
import { noteMessage } from '../events/notes';
import { BizError, Code } from '../http/envelope';
import type { Db } from '../db/types';

/** site_config keys an operator may change through POST /admin/config. */
export const EDITABLE_CONFIG_KEYS = [
  'title',
  'index_modal',
  'webcontent',
  /** '1': the welcome text announces a deposit offer, and its modal shows 去充值 (docs/product.md §2). */
  'index_modal_recharge',
  'redpacket_switch',
  'repair_tips',
  'site_state',
  'site_logo',
  'h5_url',
  'kf_url',
  'agent_login_url',
  'ios_download_url',
  'ios_download_qrcode',
  'fanshui',
  /** The VipPay payment page the member's browser is handed to; '' = this server's demo page. */
  'vippay_url',
  /** USDT rates (yuan per USDT): deposits, withdrawals. */
  'usdt_rate',
  'withdraw_usdt_rate',
  /** Per-withdrawal USDT fees: ERC20, TRC20. */
  'withdraw_cash_fee',
  'withdraw_fee_usdt_trc',
] as const;

const FLAG_KEYS = new Set(['index_modal', 'index_modal_recharge', 'redpacket_switch', 'site_state']);
/** Addresses the browser is sent to: only web addresses (no javascript:, data:, …). */
const URL_KEYS = new Set(['vippay_url']);

/**
 * The USDT settings are read by the screens and the ledger through @h5/domain's functions; at
 * most 2 decimals are accepted so no figure depends on a rounding rule (1.005 is refused with
 * the reason, not rounded one way on the screen and another in the books).
 */
// The message by its key, read when refusing: the text follows the request's language.
type UsdtSetting = { valid: (value: string) => boolean; message: 'usdtRateInvalid' | 'usdtFeeInvalid' };
const USDT_SETTINGS: ReadonlyMap<string, UsdtSetting> = new Map<string, UsdtSetting>([
  ['usdt_rate', { valid: isUsdtRateSetting, message: 'usdtRateInvalid' }],
  ['withdraw_usdt_rate', { valid: isUsdtRateSetting, message: 'usdtRateInvalid' }],
  ['withdraw_cash_fee', { valid: isUsdtFeeSetting, message: 'usdtFeeInvalid' }],
  ['withdraw_fee_usdt_trc', { valid: isUsdtFeeSetting, message: 'usdtFeeInvalid' }],
]);

const isWebUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export async function setConfig(db: Db, key: string, value: string): Promise<void> {
  if (!(EDITABLE_CONFIG_KEYS as readonly string[]).includes(key)) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.keyNotAllowed);
  if (FLAG_KEYS.has(key) && value !== '0' && value !== '1') throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.siteStateInvalid);
  if (URL_KEYS.has(key) && value !== '' && !isWebUrl(value)) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.urlInvalid);
  const usdt = USDT_SETTINGS.get(key);
  if (usdt && !usdt.valid(value)) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES[usdt.message]);
  await writeSiteConfig(db, key, value);
}

export async function setMaintenance(db: Db, siteState: string, repairTips?: string): Promise<void> {
  if (siteState !== '0' && siteState !== '1') throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.siteStateInvalid);
  await db.tx(async (q) => {
    await writeSiteConfig(q, 'site_state', siteState);
    if (repairTips !== undefined) await writeSiteConfig(q, 'repair_tips', repairTips);
  });
}

/** A site message to one member (by name) or, without a name, to every member. */
export async function postMessage(db: Db, input: { title: string; content: string; username?: string }): Promise<{ id: number }> {
  if (!input.title.trim() || !input.content.trim()) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.textRequired);
  let userId: number | null = null;
  if (input.username) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [input.username]);
    if (!rows[0]) throw new BizError(Code.notFound, OPERATOR_MESSAGES.memberNotFound);
    userId = rows[0].id;
  }
  // In a transaction with its event: the member's open screens (or every member's) learn the new count.
  const id = await db.tx(async (q) => {
    const { rows } = await q.query<{ id: number }>('INSERT INTO site_messages(user_id, title, content) VALUES ($1, $2, $3) RETURNING id', [
      userId,
      input.title.trim(),
      input.content,
    ]);
    noteMessage(q, userId);
    return rows[0].id;
  });
  return { id };
}

export async function postNotice(db: Db, text: string): Promise<{ id: number }> {
  if (!text.trim()) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.textRequired);
  const { rows } = await db.query<{ id: number }>('INSERT INTO home_notices(text) VALUES ($1) RETURNING id', [text.trim()]);
  return { id: rows[0].id };
}

/** Members by (part of) their name: public fields and balances only. */
export async function findMembers(db: Db, username: string) {
  const pattern = `%${username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.query<{
    id: number;
    username: string;
    realname: string;
    vip: number;
    balance: number;
    paysum: number;
    created_at: Date;
  }>(`SELECT id, username, realname, vip, balance, paysum, created_at FROM users WHERE username ILIKE $1 ORDER BY id LIMIT 50`, [pattern]);
  return rows;
}
