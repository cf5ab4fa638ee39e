// The cashier screens' own data for stories and tests (the member, venues and saved cards are
// @h5/test-utils' shared fixtures), in the shapes the API answers.
import type { PayInfoData, TransactionRecord } from '@h5/api-contract';
import { page } from '@h5/test-utils';

/** Wagering done since the last approved withdrawal. */
export const betAmountFixture = { bet_amount: '3560.00' };

const record = (n: number, state: number, pay_way: string, amount: string, withOrder = true): TransactionRecord => ({
  ...(withOrder ? { out_trade_no: `D2026112314${String(3000 + n)}` } : {}),
  amount,
  pay_way,
  state,
  created_at: `2026-11-23 14:${String(59 - n).padStart(2, '0')}:08`,
});

/** Deposits: pending, approved and refused, newest first. */
export const depositRecordsFixture = page([
  record(1, 1, 'USDT', '700.00'),
  record(2, 2, '银行卡转账', '1000.00'),
  record(3, 3, '支付宝', '300.00'),
]);

/** Withdrawals: pending, approved and one refused with the operator's reason. */
export const withdrawRecordsFixture = page([
  record(4, 1, 'USDT', '200.00'),
  record(5, 2, '银行卡', '500.00'),
  { ...record(8, 3, '银行卡', '300.00'), refuse_reason: '持卡人姓名与实名不符' },
]);

/** Transfers carry no order number. */
export const transferRecordsFixture = page([record(6, 1, 'AG真人', '100.00', false), record(7, 0, '沙巴体育', '50.00', false)]);

export const emptyRecordsFixture = page([], 1, 0, 0);

/** "YYYY-MM-DD HH:mm:ss" in Beijing time (UTC+8), `minutesAgo` before now. */
export const beijingTimeAgo = (minutesAgo: number, now = Date.now()): string =>
  new Date(now - minutesAgo * 60_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A picture the operator uploaded for a channel (it wins over the drawn QR). */
export const uploadedPayPicture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="#fff"/><rect x="10" y="10" width="50" height="50" fill="#111"/><rect x="120" y="10" width="50" height="50" fill="#111"/><rect x="10" y="120" width="50" height="50" fill="#111"/><rect x="80" y="80" width="20" height="20" fill="#111"/><rect x="120" y="120" width="20" height="20" fill="#111"/></svg>',
)}`;

/** A USDT deposit of 720 yuan at 7.20, created `minutesAgo` minutes ago; no uploaded picture (the QR is drawn). */
export const usdtPayInfoFixture = (createdAt: string): PayInfoData & { kind: string } => ({
  deposit_no: 'D202611231430018842',
  info: {
    out_trade_no: 'D202611231430018842',
    amount: '720.00',
    created_at: createdAt,
    paytype: 'USDT',
    catepay: 'TRC20',
    usdtrate: '7.20',
    real_money: '100.00',
  },
  cardlist: {
    mch_id: 'TXb6sVbW1q4RzVh3kzF7WcJm2aN8pQe5Lr',
    content: '请向以下地址转账USDT，到账后自动上分',
    // The server's drawn QR of the address (for the site's old client): /payInfo draws its own.
    payimg: 'http://localhost:3000/pictures/pay-qr/usdt-trc20/3f2a9c1d5e7b8a60.png',
  },
  kind: 'usdtpay',
});

/** A WeChat deposit of 300 yuan whose channel is a payment link. */
export const wechatPayInfoFixture = (createdAt: string): PayInfoData & { kind: string } => ({
  deposit_no: 'D202611231436027713',
  info: { out_trade_no: 'D202611231436027713', amount: '300.00', created_at: createdAt, paytype: '微信' },
  cardlist: {
    mch_id: 'wxp://f2f0tL7nJd9K3mX2sQ8vB5hR1cW6yP4eZaGu',
    content: '请使用微信扫码付款，付款时备注订单号',
    payimg: 'http://localhost:3000/pictures/pay-qr/wechat/9b41d7e2c0a3f586.png',
  },
  kind: 'wxpay',
});

/** Every way enabled. */
export const payWaysFixture = { card: 1, usdt: 1, wechat: 1, alipay: 1 };

export const payRangeFixture = { min_price: '100.00', max_price: '50000.00' };

export const payBanksFixture = [
  {
    id: 1,
    bank_no: '6222020200998877665',
    bank_owner: '深圳市鑫达贸易有限公司',
    bank_address: '深圳市福田支行',
    bank_data: { bank_name: '中国工商银行' },
  },
];

export const banksFixture = ['中国工商银行', '中国建设银行', '招商银行'].map((bank_name, i) => ({ id: i + 1, bank_name }));
