import fc from 'fast-check';
import type { UserInfo } from '@h5/api-contract';
import { formatUsdt, formatYuan, usdtActualReceived, withdrawFeeCents, type UsdtProtocol } from '@h5/domain';
import { balanceOf, createMember, TEST_PAY_PASSWORD, type TestMember } from './test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

const ADDRESS: Record<UsdtProtocol, string> = {
  TRC20: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ERC20: '0x8fd3b2a1c4e5f60718293a4b5c6d7e8f90a1b2c3',
};
const FEE_KEY: Record<UsdtProtocol, string> = { ERC20: 'withdraw_cash_fee', TRC20: 'withdraw_fee_usdt_trc' };

/**
 * Property: for every withdrawal rate, fee and amount, the USDT figures /withdrawal shows
 * (@h5/domain's functions over the values `user` hands the screen) are what the ledger records
 * through the real withdraw call and database; a payout the screen shows as 0.00 is refused
 * and changes nothing. Rates and fees are set through POST /admin/config, or written straight
 * into site_config as a value stored before that door checked them (1.005).
 */
describe('USDT withdrawal: the screen figure is the ledger figure (property)', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  const card: Partial<Record<UsdtProtocol, number>> = {};
  const admin = (body: { key: string; value: string }) => desk.call('/admin/config', body);

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    // Many withdrawals in one test day: the daily count is not what is under test here.
    await s.db.query("UPDATE site_config SET value = '1000000' WHERE key = 'daily_withdraw_times'");
    m = await createMember(s.db, 'usdtprop01', 1_000_000_000_000);
    for (const protocol of ['TRC20', 'ERC20'] as const) {
      const bound = await s.call(
        '/api/bindcard',
        { bank: 'USDT', bank_owner: protocol, bank_no: ADDRESS[protocol], pay_pass: TEST_PAY_PASSWORD },
        { token: m.token },
      );
      expect(bound.code).toBe(200);
      const { rows } = await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1 AND bank_owner = $2', [m.id, protocol]);
      card[protocol] = Number(rows[0].id);
    }
  }, 60_000);
  afterAll(() => s.close());

  /** What /withdrawal shows for this amount and protocol, from the member's info as the screen reads it. */
  async function screenFigures(amount: number, protocol: UsdtProtocol) {
    const user = (await s.call<UserInfo>('/api/user', {}, { token: m.token })).data;
    const fees = { erc20Fee: user.withdrawcashfee, trc20Fee: user.withdrawfeeusdttrc };
    const fee = withdrawFeeCents(protocol, fees);
    return { received: usdtActualReceived(amount, user.withdrawusdtrate, protocol, fees), fee: fee === null ? null : formatUsdt(fee) };
  }

  /** Withdraws and returns what the books now hold for it (null when nothing was booked). */
  async function withdraw(amount: number, protocol: UsdtProtocol) {
    const before = await balanceOf(s.db, m.id);
    const last = await s.db.query<{ id: number }>('SELECT COALESCE(max(id), 0) AS id FROM withdrawals WHERE user_id = $1', [m.id]);
    const answer = await s.call(
      '/api/withdraw',
      { amount: formatYuan(amount), bank: card[protocol], password: TEST_PAY_PASSWORD },
      { token: m.token },
    );
    const { rows } = await s.db.query<{ amount: string; real_money: string; fee: string; type: number }>(
      'SELECT amount::text AS amount, real_money::text AS real_money, fee::text AS fee, type FROM withdrawals WHERE user_id = $1 AND id > $2',
      [m.id, last.rows[0].id],
    );
    return { answer, booked: rows, debited: before - (await balanceOf(s.db, m.id)) };
  }

  async function expectScreenEqualsLedger(amount: number, protocol: UsdtProtocol) {
    const shown = await screenFigures(amount, protocol);
    const { answer, booked, debited } = await withdraw(amount, protocol);
    if (shown.received !== null && shown.received !== '0.00') {
      expect(answer).toMatchObject({ code: 200, message: '提交成功，等待后台审核' });
      expect(booked).toEqual([{ amount: String(amount), real_money: shown.received, fee: shown.fee, type: protocol === 'ERC20' ? 3 : 2 }]);
      expect(debited).toBe(amount);
    } else {
      // The screen shows 0.00 (or '--'): nothing can be received, so nothing is booked.
      expect(answer.code).not.toBe(200);
      expect(booked).toEqual([]);
      expect(debited).toBe(0);
    }
  }

  // Rates and fees in hundredths: mostly realistic ones (so most withdrawals are booked),
  // and any an operator may set (8 digits and 2 decimals).
  const rate = fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 9_999_999_999 }));
  const fee = fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 9_999_999_999 }));
  // Withdrawal amounts in fen within the site's limits (100–50000 yuan).
  const amount = fc.integer({ min: 10_000, max: 5_000_000 });
  const protocol = fc.constantFrom<UsdtProtocol>('TRC20', 'ERC20');
  /** The forms an operator may type one setting in: "7.20", "7.2", "7". */
  const written = (hundredths: number) =>
    fc.constantFrom(formatUsdt(hundredths), formatUsdt(hundredths).replace(/0$/, '').replace(/\.0?$/, ''));

  it('set through POST /admin/config', async () => {
    await fc.assert(
      fc.asyncProperty(rate.chain(written), fee.chain(written), amount, protocol, async (rateText, feeText, fen, p) => {
        expect(await admin({ key: 'withdraw_usdt_rate', value: rateText })).toMatchObject({ code: 200 });
        expect(await admin({ key: FEE_KEY[p], value: feeText })).toMatchObject({ code: 200 });
        await expectScreenEqualsLedger(fen, p);
      }),
      { numRuns: 60 },
    );
  }, 300_000);

  it('stored before the operator API checked them (more than 2 decimals, e.g. a fee of 1.005)', async () => {
    const decimals = (max: number) =>
      fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 9_999 })).map(([i, f]) => `${i}.${String(f).padStart(4, '0')}`);
    const store = (key: string, value: string) =>
      s.db.query('INSERT INTO site_config(key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
        key,
        value,
      ]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(decimals(20), fc.constantFrom('7.005', '6.999', '0.001')),
        fc.oneof(decimals(20), fc.constantFrom('1.005', '0.001', '4.999')),
        amount,
        protocol,
        async (rateText, feeText, fen, p) => {
          await store('withdraw_usdt_rate', rateText);
          await store(FEE_KEY[p], feeText);
          await expectScreenEqualsLedger(fen, p);
        },
      ),
      { numRuns: 40, examples: [['7.00', '1.005', 70_000, 'TRC20']] },
    );
  }, 300_000);

  it('refuses a rate or fee with more than 2 decimals, or not above/at least 0, and keeps the one set', async () => {
    await admin({ key: 'withdraw_usdt_rate', value: '7.00' });
    await admin({ key: 'withdraw_fee_usdt_trc', value: '1' });
    expect(await admin({ key: 'withdraw_fee_usdt_trc', value: '1.005' })).toEqual({
      code: 422,
      message: 'USDT手续费须为0或以上的数字，最多两位小数（如 1.50）',
      data: [],
    });
    expect(await admin({ key: 'withdraw_usdt_rate', value: '0' })).toMatchObject({
      code: 422,
      message: 'USDT汇率须为大于0的数字，最多两位小数（如 7.20）',
    });
    const bad = fc.oneof(
      fc
        .tuple(fc.nat(99), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 3, max: 6 }))
        .map(([i, f, n]) => `${i}.${String(f).padStart(n, '0').slice(0, n).padEnd(n, '1')}`),
      fc.constantFrom('-1', '+1', '1e2', ' 7', '7,2', 'abc', '', '0x10', '123456789'),
    );
    await fc.assert(
      fc.asyncProperty(
        bad,
        fc.constantFrom('usdt_rate', 'withdraw_usdt_rate', 'withdraw_cash_fee', 'withdraw_fee_usdt_trc'),
        async (value, key) => {
          const before = await s.db.query<{ value: string }>('SELECT value FROM site_config WHERE key = $1', [key]);
          expect((await admin({ key, value })).code).toBe(422);
          expect((await s.db.query<{ value: string }>('SELECT value FROM site_config WHERE key = $1', [key])).rows).toEqual(before.rows);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
