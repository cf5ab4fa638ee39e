import type { RefreshedUser, UserInfo } from '@h5/api-contract';
import { formatYuan } from '@h5/domain';
import { ACCOUNT_MESSAGES } from './messages';
import { absoluteUrl } from '../content/public-url';
import { BizError, Code } from '../http/envelope';
import { daysSince, formatDateTime } from '../http/time';
import { gameBalanceSql } from '../money/figures';
import { moneyConfig } from '../money/site-config';
import type { Queryable } from '../db/types';

interface UserRow {
  id: number;
  username: string;
  realname: string;
  avatar: string;
  mobile: string;
  email: string;
  birthday: string | null;
  vip: number;
  vipname: string | null;
  balance: number;
  paysum: number;
  totalgame: number;
  isagent: 0 | 1;
  transferstatus: 0 | 1;
  created_at: Date | string;
}

// The venue wallets table belongs to the money module; until its migration exists the game
// wallet is simply empty. Checked once per database handle.
const venueTable = new WeakMap<Queryable, Promise<boolean>>();
function hasVenueAccounts(db: Queryable): Promise<boolean> {
  let known = venueTable.get(db);
  if (!known) {
    known = db.query<{ ok: boolean }>(`SELECT to_regclass('public.venue_accounts') IS NOT NULL AS ok`).then((r) => r.rows[0].ok);
    venueTable.set(db, known);
  }
  return known;
}

async function gameBalanceFen(db: Queryable, userId: number): Promise<number> {
  if (!(await hasVenueAccounts(db))) return 0;
  const { rows } = await db.query<{ total: number }>(gameBalanceSql('$1'), [userId]);
  return Number(rows[0].total);
}

/** `user`: the member as every screen reads it. Never a hash, never a token. */
export async function loadUserInfo(db: Queryable, userId: number, now: Date, base: string): Promise<UserInfo> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.username, u.realname, u.avatar, u.mobile, u.email, to_char(u.birthday, 'YYYY-MM-DD') AS birthday, u.vip, v.name AS vipname,
            u.balance, u.paysum, u.totalgame, u.isagent, u.transferstatus, u.created_at
       FROM users u LEFT JOIN vip_levels v ON v.level = u.vip
      WHERE u.id = $1`,
    [userId],
  );
  const u = rows[0];
  if (!u) throw new BizError(Code.notFound, ACCOUNT_MESSAGES.userNotFound);
  // The USDT rates and fees as the withdrawal reads them (defaults included), so the screen's
  // figures and the ledger's come from the same values.
  const [game, usdt] = await Promise.all([gameBalanceFen(db, userId), moneyConfig(db)]);
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    avatar: u.avatar ? absoluteUrl(base, u.avatar) : '',
    balance: formatYuan(Number(u.balance)),
    gameblance: formatYuan(game),
    current_vip: `VIP${u.vip}`,
    next_vip: `VIP${Math.min(u.vip + 1, 10)}`,
    vipname: u.vipname ?? `VIP${u.vip}`,
    vip: u.vip,
    level: u.vip,
    joinday: daysSince(u.created_at, now),
    paysum: formatYuan(Number(u.paysum)),
    totalgame: formatYuan(Number(u.totalgame)),
    isagent: u.isagent,
    mobile: u.mobile,
    email: u.email,
    birthday: u.birthday,
    transferstatus: u.transferstatus,
    usdtrate: usdt.usdt_rate,
    withdrawusdtrate: usdt.withdraw_usdt_rate,
    withdrawcashfee: usdt.withdraw_cash_fee,
    withdrawfeeusdttrc: usdt.withdraw_fee_usdt_trc,
    created_at: formatDateTime(u.created_at),
  };
}

const RANKING_FIELDS = new Set(['id', 'paysum', 'totalgame', 'isagent', 'current_vip', 'next_vip', 'created_at']);

/** `refreshusermoney`: the user without the ranking fields, as the site answers it. */
export async function loadRefreshedUser(db: Queryable, userId: number, now: Date, base: string): Promise<RefreshedUser> {
  const full = await loadUserInfo(db, userId, now, base);
  const kept = Object.entries(full).filter(([key]) => !RANKING_FIELDS.has(key));
  return Object.fromEntries(kept) as RefreshedUser;
}
