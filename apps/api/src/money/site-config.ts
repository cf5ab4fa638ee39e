import type { Queryable } from '../db/types';

/** Money settings kept in site_config (the site's system_config names), with their defaults. */
export const MONEY_CONFIG_DEFAULTS = {
  min_withdraw_money: '100',
  max_withdraw_money: '50000',
  daily_withdraw_times: '5',
  /** Turnover multiple: valid bets must reach this many times the deposits before a withdrawal. */
  withdraw_fee: '1',
  usdt_rate: '7.20',
  withdraw_usdt_rate: '7.00',
  /** ERC20 withdrawal fee in USDT. */
  withdraw_cash_fee: '5',
  /** TRC20 withdrawal fee in USDT. */
  withdraw_fee_usdt_trc: '1',
} as const;

export type MoneyConfig = { -readonly [K in keyof typeof MONEY_CONFIG_DEFAULTS]: string };

export async function moneyConfig(q: Queryable): Promise<MoneyConfig> {
  const keys = Object.keys(MONEY_CONFIG_DEFAULTS);
  const { rows } = await q.query<{ key: string; value: string }>('SELECT key, value FROM site_config WHERE key = ANY($1)', [keys]);
  const config: MoneyConfig = { ...MONEY_CONFIG_DEFAULTS };
  for (const row of rows) config[row.key as keyof MoneyConfig] = row.value;
  return config;
}

/**
 * '7.20' → 720, for the settings that are not USDT figures (withdrawal limits, the turnover
 * multiple, rebate and red-packet percentages); 0 when unreadable. The USDT equivalent, fee and
 * amount received are @h5/domain's (usdtActualReceivedCents…), the functions the screens use.
 */
export function hundredths(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
