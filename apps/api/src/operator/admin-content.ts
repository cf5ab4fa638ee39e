import { isUsdtFeeSetting, isUsdtRateSetting } from '@h5/domain';
import { writeAudit } from './audit';
import { DESK_MESSAGES } from './desk-messages';
import { OPERATOR_MESSAGES } from './messages';
import { readSiteConfig, writeSiteConfig } from '../content/site-config';
import { noteMessage } from '../events/notes';
import { BizError, Code } from '../http/envelope';
import type { Actor } from './actor';
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

/** A site_config change with its audit row (the value before and after), in one transaction. */
export async function setConfig(db: Db, actor: Actor, key: string, value: string, at: Date): Promise<void> {
  if (!(EDITABLE_CONFIG_KEYS as readonly string[]).includes(key)) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.keyNotAllowed);
  if (FLAG_KEYS.has(key) && value !== '0' && value !== '1') throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.siteStateInvalid);
  if (URL_KEYS.has(key) && value !== '' && !isWebUrl(value)) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.urlInvalid);
  const usdt = USDT_SETTINGS.get(key);
  if (usdt && !usdt.valid(value)) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES[usdt.message]);
  await db.tx(async (q) => {
    const before = (await readSiteConfig(q, [key]))[key];
    await writeSiteConfig(q, key, value);
    await writeAudit(
      q,
      actor,
      { action: 'config.change', targetType: 'setting', target: key, before: { value: before }, after: { value } },
      at,
    );
  });
}

export async function setMaintenance(db: Db, actor: Actor, siteState: string, repairTips: string | undefined, at: Date): Promise<void> {
  if (siteState !== '0' && siteState !== '1') throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.siteStateInvalid);
  await db.tx(async (q) => {
    const before = await readSiteConfig(q, ['site_state', 'repair_tips']);
    await writeSiteConfig(q, 'site_state', siteState);
    if (repairTips !== undefined) await writeSiteConfig(q, 'repair_tips', repairTips);
    const after = { site_state: siteState, repair_tips: repairTips ?? before.repair_tips };
    await writeAudit(q, actor, { action: 'maintenance.set', targetType: 'site', target: 'site_state', before, after }, at);
  });
}

/** A site message to one member (by name) or, without a name, to every member. */
export async function postMessage(
  db: Db,
  actor: Actor,
  input: { title: string; content: string; username?: string },
  at: Date,
): Promise<{ id: number }> {
  if (!input.title.trim() || !input.content.trim()) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.textRequired);
  let userId: number | null = null;
  if (input.username) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [input.username]);
    if (!rows[0]) throw new BizError(Code.notFound, OPERATOR_MESSAGES.memberNotFound);
    userId = Number(rows[0].id);
  }
  // In a transaction with its event: the member's open screens (or every member's) learn the new count.
  const id = await db.tx(async (q) => {
    const { rows } = await q.query<{ id: number }>('INSERT INTO site_messages(user_id, title, content) VALUES ($1, $2, $3) RETURNING id', [
      userId,
      input.title.trim(),
      input.content,
    ]);
    noteMessage(q, userId);
    const after = { title: input.title.trim(), to: input.username ?? '*' };
    await writeAudit(
      q,
      actor,
      { action: 'message.post', targetType: 'message', target: String(rows[0].id), memberId: userId, before: null, after },
      at,
    );
    return Number(rows[0].id);
  });
  return { id };
}

export async function postNotice(db: Db, actor: Actor, text: string, at: Date): Promise<{ id: number }> {
  if (!text.trim()) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.textRequired);
  return db.tx(async (q) => {
    const { rows } = await q.query<{ id: number }>('INSERT INTO home_notices(text) VALUES ($1) RETURNING id', [text.trim()]);
    const id = Number(rows[0].id);
    await writeAudit(
      q,
      actor,
      { action: 'notice.post', targetType: 'notice', target: String(id), before: null, after: { text: text.trim() } },
      at,
    );
    return { id };
  });
}

/** A notice's new text, or (text null) its removal; each with the old text in the audit. */
export async function changeNotice(db: Db, actor: Actor, id: number, text: string | null, at: Date): Promise<void> {
  if (text !== null && !text.trim()) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.textRequired);
  await db.tx(async (q) => {
    const { rows } = await q.query<{ text: string }>('SELECT text FROM home_notices WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw new BizError(Code.notFound, DESK_MESSAGES.noticeNotFound);
    if (text === null) await q.query('DELETE FROM home_notices WHERE id = $1', [id]);
    else await q.query('UPDATE home_notices SET text = $2 WHERE id = $1', [id, text.trim()]);
    const after = text === null ? null : { text: text.trim() };
    await writeAudit(
      q,
      actor,
      {
        action: text === null ? 'notice.delete' : 'notice.edit',
        targetType: 'notice',
        target: String(id),
        before: { text: rows[0].text },
        after,
      },
      at,
    );
  });
}

export async function listNotices(db: Db) {
  const { rows } = await db.query<{ id: number; text: string; created_at: Date }>(
    'SELECT id, text, created_at FROM home_notices ORDER BY id DESC LIMIT 200',
  );
  return rows.map((r) => ({ id: Number(r.id), text: r.text, created_at: new Date(r.created_at).toISOString() }));
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
    status: number;
    created_at: Date;
  }>(`SELECT id, username, realname, vip, balance, paysum, status, created_at FROM users WHERE username ILIKE $1 ORDER BY id LIMIT 50`, [
    pattern,
  ]);
  return rows;
}
