import dayjs from 'dayjs';
import { settleBet } from '../money/bets';
import { approveDeposit, approveWithdrawal, refuseDeposit } from '../money/deposits';
import { moveMain, moveVenue } from '../money/ledger';
import { MONEY_LABELS, SEED_TEXT } from '../money/messages';
import { MONEY_CONFIG_DEFAULTS } from '../money/site-config';
import { badge } from '../money/text';
import { recallAll, transferIntoVenue, type Venue } from '../money/wallet';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db/types';

const YUAN = 100;
const DEMO_USERNAME = 'demo888';
const DEMO_BALANCE = 1000 * YUAN;
const DEMO_TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
// The site's receiving addresses and payment links, shaped like real ones (the TRC20 address
// carries a valid base58check checksum) so the QR /payInfo draws from them scans in a wallet app.
const SITE_TRC20 = 'TGcKYTJkp3egz4Jxrpz9JoZ4XGjyPs8Mni';
const SITE_ERC20 = '0xd3fd82af37dbf8a7c3959e7afde482ce8fab2863';
const SITE_WECHAT_LINK = 'wxp://f2f0tL7nJd9K3mX2sQ8vB5hR1cW6yP4eZaGu';
const SITE_ALIPAY_LINK = 'https://qr.alipay.com/fkx19306yqmgvutbwbghe5f';

/** Pay settings, banks, red-packet rules and the demo member's money and history. */
export async function seedMoney(db: Db, config: ServerConfig): Promise<void> {
  const now = new Date();
  await db.tx(async (q) => {
    for (const [key, value] of Object.entries(MONEY_CONFIG_DEFAULTS)) {
      await q.query('INSERT INTO site_config (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
    }
    for (const [i, name] of SEED_TEXT.banks.entries()) {
      await q.query('INSERT INTO banks (bank_name, ico, sort) VALUES ($1, $2, $3)', [name, badge(name), i]);
    }
    for (const a of SEED_TEXT.receiving) {
      await q.query('INSERT INTO receiving_accounts (bank_name, bank_no, bank_owner, bank_address) VALUES ($1, $2, $3, $4)', [
        a.bank_name,
        a.bank_no,
        a.bank_owner,
        a.bank_address,
      ]);
    }
    const channels: Array<[string, number, number, string, string]> = [
      ['bank', 100, 10000, '', ''],
      ['wechat', 100, 5000, SITE_WECHAT_LINK, SEED_TEXT.wechatContent],
      ['alipay', 100, 5000, SITE_ALIPAY_LINK, SEED_TEXT.alipayContent],
      ['usdt-trc20', 100, 50000, SITE_TRC20, SEED_TEXT.usdtContent],
      ['usdt-erc20', 500, 50000, SITE_ERC20, SEED_TEXT.usdtContent],
    ];
    // No uploaded picture (payimg ''): /payInfo draws the QR from mch_id; an operator's picture would win.
    for (const [code, min, max, mch, content] of channels) {
      await q.query('INSERT INTO pay_channels (code, min_amount, max_amount, mch_id, content, payimg) VALUES ($1, $2, $3, $4, $5, $6)', [
        code,
        min * YUAN,
        max * YUAN,
        mch,
        content,
        '',
      ]);
    }
    // Bands of today's deposits: [from, to] yuan → grabs, cap in % of the deposits.
    const bands: Array<[number, number, number, string]> = [
      [100, 999.99, 1, '5'],
      [1000, 4999.99, 3, '3'],
      [5000, 10_000_000, 5, '2'],
    ];
    for (const [from, to, grabs, pct] of bands) {
      await q.query(
        'INSERT INTO red_packet_rules (start_time, end_time, day_flow, flow_money, grabs, money_pct) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          dayjs(now).subtract(30, 'day').toISOString(),
          dayjs(now).add(365, 'day').toISOString(),
          Math.round(from * YUAN),
          Math.round(to * YUAN),
          grabs,
          pct,
        ],
      );
    }
  });
  if (!config.demo) return;
  const demo = (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [DEMO_USERNAME])).rows[0];
  if (demo) await db.tx((q) => seedDemoMember(q, Number(demo.id), now));
}

/** A bank card, a TRC20 address, past deposits, a withdrawal, bets and rebates, then 1000.00 in the wallet. */
async function seedDemoMember(q: Queryable, userId: number, now: Date): Promise<void> {
  const ago = (days: number) => dayjs(now).subtract(days, 'day').toDate();
  await q.query(
    `INSERT INTO cards (user_id, kind, bank, bank_no, bank_owner, bank_address) VALUES
       ($1, 'bank', $2, '6222021234567890123', $3, $4), ($1, 'usdt', 'USDT', $5, 'TRC20', 'TRC20')`,
    [userId, SEED_TEXT.demoCardBank, SEED_TEXT.demoCardOwner, SEED_TEXT.demoCardBranch, DEMO_TRC20],
  );
  const deposit = async (no: string, amount: number, paytype: string, days: number) =>
    q.query('INSERT INTO deposits (order_no, user_id, paytype, amount, created_at) VALUES ($1, $2, $3, $4, $5)', [
      no,
      userId,
      paytype,
      amount * YUAN,
      ago(days).toISOString(),
    ]);
  await deposit('D_SEED_1', 500, 'bank', 6);
  await approveDeposit(q, 'D_SEED_1', ago(6));
  await deposit('D_SEED_2', 200, 'alipay', 5);
  await refuseDeposit(q, 'D_SEED_2', ago(5));

  const card = (await q.query<{ id: number }>("SELECT id FROM cards WHERE user_id = $1 AND kind = 'bank'", [userId])).rows[0];
  await moveMain(q, { userId, kind: 'withdraw', amount: -200 * YUAN, ref: 'W_SEED_1', remark: MONEY_LABELS.withdrawBank, at: ago(4) });
  await q.query(
    `INSERT INTO withdrawals (order_no, user_id, card_id, type, bank, bank_no, amount, real_money, created_at)
     VALUES ('W_SEED_1', $1, $2, 1, $3, '6222021234567890123', $4, '200.00', $5)`,
    [userId, card.id, SEED_TEXT.demoCardBank, 200 * YUAN, ago(4).toISOString()],
  );
  await approveWithdrawal(q, 'W_SEED_1', ago(4));

  const venue = (
    await q.query<Venue>(
      "SELECT code, name, category_id FROM venues WHERE state = 1 ORDER BY category_id = 'realbet' DESC, sort, code LIMIT 1",
    )
  ).rows[0];
  if (venue) {
    await transferIntoVenue(q, userId, venue, 100 * YUAN, ago(2));
    const outcomes = ['win', 'lose', 'lose', 'void', 'pending'] as const;
    for (const [i, outcome] of outcomes.entries()) {
      const betId = `B_SEED_${i + 1}`;
      await moveVenue(q, venue.code, { userId, kind: 'bet', amount: -10 * YUAN, ref: betId, at: ago(2) });
      await q.query(
        `INSERT INTO bets (bet_id, user_id, venue_code, game_code, category, bet_amount, status, created_at) VALUES ($1, $2, $3, '0', $4, $5, 2, $6)`,
        [betId, userId, venue.code, venue.category_id, 10 * YUAN, ago(2).toISOString()],
      );
      if (outcome !== 'pending') await settleBet(q, betId, outcome, ago(2));
    }
    await recallAll(q, userId, ago(1));
  }
  const { rows } = await q.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  const topUp = DEMO_BALANCE - Number(rows[0].balance);
  if (topUp > 0) await moveMain(q, { userId, kind: 'adjust', amount: topUp, remark: MONEY_LABELS.demoGift, at: now });
}
