// e2e-feature: cashier
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { open, startWithToken, waitForRoute } from './support/browser';
import {
  bindBankCard,
  bindUsdt,
  centralBalance,
  decideWithdrawal,
  expectAxeClean,
  pendingWithdrawals,
  withdrawRates,
} from './support/cashier';
import { flow } from './support/flow';
import { FLOW_REFUSAL_REASON } from './support/operators';
import { narrowShot, shot } from './support/screens';
import { expectMessage, expectVisible } from './support/ui';
import { fundMember, serverMoney } from './support/wallet';
import type { Page } from 'playwright-core';

const amount = (page: Page) => page.getByRole('textbox', { name: '取款金额' });
const password = (page: Page) => page.getByLabel('支付密码');
const submit = (page: Page) => page.getByRole('button', { name: '立即取款' }).click();

async function pick(page: Page, label: 'USDT地址' | '银行卡', title: string, option: RegExp) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const popup = page.getByRole('dialog', { name: title });
  await popup.getByRole('option', { name: option }).click();
  await expectVisible(page.getByRole('button', { name: new RegExp(`^${label} .*${option.source}`) }), `the chosen ${label}`);
}

/** fen ÷ rate in hundredths of a USDT, rounded down, in integers (rate as written, e.g. '7.10'). */
function usdtHundredths(fen: number, rate: string): number {
  const [whole, decimals = ''] = rate.split('.');
  const units = BigInt(whole + decimals);
  return Number((BigInt(fen) * 10n ** BigInt(decimals.length)) / units);
}

/** '1' or '1.5' or '1.00' → 100, 150, 100 (fees of up to 2 decimals). */
function hundredthsOf(text: string): number {
  const [whole, decimals = ''] = text.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

const usdtText = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** The page shows this text somewhere within 15 s. */
async function expectText(page: Page, text: string, what: string) {
  await expectVisible(page.getByText(text, { exact: true }).first(), what);
}

flow(
  'cashier: withdrawals — §5 messages in order with nothing sent, wrong pay password refused, USDT fee and amounts, double tap = one order, money held at once, operator refuses one (money back) and approves the other',
  async ({ page }) => {
    const member = newMember('wdr');
    const token = await registerMember(member);
    await fundMember(member.name, 1000);
    await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
    await bindBankCard(token, member.realname, '6222020200112233445', member.payPassword);
    const withdrawKeys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/withdraw')) withdrawKeys.push(request.headers()['idempotency-key'] ?? '');
    });

    await startWithToken(page, token);
    await open(page, '/withdrawal');
    await expectText(page, '¥1,000.00', 'the main balance');
    await shot(page, 'cashier-withdrawal-usdt');
    await expectAxeClean(page, '/withdrawal USDT tab');

    // §5 in order; nothing reaches the server.
    await submit(page);
    await expectText(page, '请选择USDT地址', 'the address message');
    await pick(page, 'USDT地址', '请选择USDT地址', /TRC20 bLSE/);
    await amount(page).fill('99');
    await submit(page);
    await expectText(page, '单笔取款不能低于100元', 'the minimum message');
    await shot(page, 'cashier-withdrawal-minimum');
    await amount(page).fill('710');
    await submit(page);
    await expectText(page, '请输入您的支付密码', 'the password message');
    assert.equal(withdrawKeys.length, 0, 'no validation failure reaches the server');

    // Fee, equivalent and amount received as @h5/domain computes them from the member's rates.
    const { rate, fees } = await withdrawRates(token);
    // The oracle: 710 yuan ÷ rate rounded down to hundredths, minus the TRC20 fee (docs/product.md §9).
    const equivalent = usdtHundredths(71000, String(rate));
    const fee = hundredthsOf(String(fees.trc20Fee));
    await expectText(page, `${usdtText(fee)} USDT`, 'the TRC20 fee');
    await expectText(page, `${usdtText(equivalent)} USDT`, 'the USDT equivalent');
    await expectText(page, `${usdtText(Math.max(0, equivalent - fee))} USDT`, 'the amount received');

    // A wrong pay password: the server's message, nothing held.
    await password(page).fill('000000');
    await submit(page);
    await page.waitForTimeout(1500);
    assert.equal(await centralBalance(token), '1000.00', 'a refused withdrawal holds nothing');
    assert.equal((await pendingWithdrawals(member.name)).length, 0);
    await shot(page, 'cashier-withdrawal-wrong-password');

    // A double tap on 立即取款 with the right password: one order, the money held at once.
    await password(page).fill(member.payPassword);
    const sentBefore = withdrawKeys.length;
    await page.getByRole('button', { name: '立即取款' }).dblclick();
    await expectMessage(page, '提交成功，等待后台审核');
    await waitForRoute(page, '/transRecord?type=2');
    const usdtOrders = await pendingWithdrawals(member.name);
    assert.equal(usdtOrders.length, 1, 'a double tap creates one withdrawal');
    assert.equal(withdrawKeys.length - sentBefore, 1, 'a double tap sends one request');
    assert.equal(await centralBalance(token), '290.00', 'the main balance is held at once');

    // Bank card: 200 yuan.
    await open(page, '/withdrawal');
    await expectText(page, '¥290.00', 'the held balance on /withdrawal');
    await page.getByRole('tab', { name: '银行卡' }).click();
    await shot(page, 'cashier-withdrawal-bank');
    await expectAxeClean(page, '/withdrawal bank tab');
    await submit(page);
    await expectText(page, '请选择您要提现到的银行卡', 'the bank card message');
    await pick(page, '银行卡', '请选择银行卡', /3445/);
    await amount(page).fill('200');
    await password(page).fill(member.payPassword);
    await submit(page);
    await expectMessage(page, '提交成功，等待后台审核');
    await waitForRoute(page, '/transRecord?type=2');
    assert.equal(await centralBalance(token), '90.00');
    const orders = await pendingWithdrawals(member.name);
    assert.equal(orders.length, 2);

    // /transRecord opens on withdrawals: both pending.
    await expectVisible(page.getByRole('button', { name: '类型 取款' }), 'the records on 取款');
    await expectVisible(page.getByText('审核中').nth(1), 'two pending withdrawals');
    await shot(page, 'cashier-trans-record-withdrawals-pending');
    await expectAxeClean(page, '/transRecord withdrawals');

    // The operator refuses the USDT one (money back) and approves the bank one.
    const usdtOrder = usdtOrders[0].order_no;
    const bankOrder = orders.find((o) => o.order_no !== usdtOrder)?.order_no ?? '';
    await decideWithdrawal(usdtOrder, 'refuse');
    await decideWithdrawal(bankOrder, 'approve');
    assert.equal(await centralBalance(token), '800.00', 'the refused withdrawal gives the money back');
    // A reload keeps the type (it is in the address).
    await page.reload();
    await expectVisible(page.getByRole('button', { name: '类型 取款' }), 'the records still on 取款');
    await expectVisible(page.getByText('已拒绝'), 'the refused withdrawal');
    await expectVisible(page.getByText(`拒绝原因：${FLOW_REFUSAL_REASON}`), "the operator's reason under the refused withdrawal");
    await expectVisible(page.getByText('已通过'), 'the approved withdrawal');
    await shot(page, 'cashier-trans-record-withdrawals-decided');
    await narrowShot(page, 'cashier-trans-record-320');

    // The amounts on /withdrawal follow without a reload of the data by hand.
    await open(page, '/withdrawal');
    const money = await serverMoney(token);
    await expectText(page, money.central, 'the main balance after the decisions');
    await narrowShot(page, 'cashier-withdrawal-320');
    // Every reload of a member's page re-renders the visitor header the server painted (not a cashier screen's error).
  },
);
