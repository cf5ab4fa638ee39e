// e2e-feature: cashier
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { currentRoute, open, startWithToken, waitForRoute } from './support/browser';
import { bindUsdt, centralBalance, decideDeposit, expectAxeClean, pendingDeposits } from './support/cashier';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectMessage, expectValue, expectVisible } from './support/ui';
import type { Page } from 'playwright-core';

const amount = (page: Page) => page.getByRole('textbox', { name: '存款金额' });
const submit = (page: Page) => page.getByRole('button', { name: '立即存款' }).click();

/** The operator decided out of band: a reload of /transRecord asks the server again. */
async function showDeposits(page: Page) {
  await page.reload();
  await expectVisible(page.getByRole('button', { name: '类型 存款' }), 'the deposit filter');
}

flow(
  'cashier: deposits — USDT → /payInfo with a running countdown → 存款完成 → pending; bank deposit with §5 messages, double tap = one order, operator approves (balance rises in the header), a refused one shows refused',
  async ({ page }) => {
    const member = newMember('dep');
    const token = await registerMember(member);
    await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
    const rechargeKeys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/recharge')) rechargeKeys.push(request.headers()['idempotency-key'] ?? '');
    });

    await startWithToken(page, token);
    await open(page, '/recharge');
    await expectVisible(page.getByRole('tab', { name: 'USDT' }), 'the USDT tab');
    await shot(page, 'cashier-recharge-first-tab');
    await expectAxeClean(page, '/recharge first tab');

    // USDT: 720 yuan, out of range first.
    await page.getByRole('tab', { name: 'USDT' }).click();
    await amount(page).fill('1');
    await submit(page);
    await expectVisible(page.getByText(/^请输入金额在.+之间！$/), 'the range message');
    assert.equal(rechargeKeys.length, 0, 'an out-of-range amount is not sent');
    await amount(page).fill('720');
    await shot(page, 'cashier-recharge-usdt');
    await submit(page);
    await page.waitForURL(/\/payInfo\?deposit_no=D/);
    assert.match(currentRoute(page), /deposit_no=/);
    const timer = page.getByRole('timer');
    await expectVisible(timer, 'the countdown');
    const first = await timer.innerText();
    assert.match(first, /^(59|60):\d\d$/);
    await page.waitForTimeout(2100);
    assert.notEqual(await timer.innerText(), first, 'the countdown runs');
    await shot(page, 'cashier-pay-info-usdt');
    await expectAxeClean(page, '/payInfo USDT');
    // A reload shows the same time left (from created_at), not a fresh hour.
    await page.reload();
    await expectVisible(page.getByRole('timer'), 'the countdown after a reload');
    assert.match(await page.getByRole('timer').innerText(), /^59:\d\d$/);
    await page.getByRole('button', { name: '存款完成' }).click();
    await waitForRoute(page, '/transRecord?type=1');
    await expectVisible(page.getByText('审核中').first(), 'the pending USDT deposit');
    await shot(page, 'cashier-trans-record-deposit-pending');

    // Alipay: refused by the operator.
    await open(page, '/recharge');
    await page.getByRole('tab', { name: '支付宝' }).click();
    await amount(page).fill('300');
    await submit(page);
    await page.waitForURL(/\/payInfo\?deposit_no=D/);
    const alipay = (await pendingDeposits(member.name)).find((d) => d.paytype !== 'usdt' && d.paytype !== 'bank');
    assert.ok(alipay, 'the Alipay deposit is pending');
    await decideDeposit(alipay.order_no, 'refuse');

    // Bank: §5 in order, then a double tap creates one order.
    await open(page, '/recharge');
    await page.getByRole('tab', { name: '银行卡转账' }).click();
    // The depositor comes prefilled with the member's real name (it must match); emptied, §5's message.
    const depositor = page.getByRole('textbox', { name: '存款人姓名' });
    await expectValue(depositor, member.realname, 'the depositor field');
    await depositor.fill('');
    await submit(page);
    await expectVisible(page.getByText('请输入存款人姓名'), 'the depositor message');
    await page.getByRole('textbox', { name: '存款人姓名' }).fill(member.realname);
    await submit(page);
    await expectVisible(page.getByText('请输入银行类型'), 'the bank type message');
    // The message sits in the picker's own row (ui-kit PickerField), under its button.
    await page.getByText('请输入银行类型').scrollIntoViewIfNeeded();
    await shot(page, 'cashier-recharge-bank-error');
    await narrowShot(page, 'cashier-recharge-bank-error-320');
    await page.getByRole('button', { name: /^银行类型/ }).click();
    await page.getByRole('dialog', { name: '选择银行' }).getByRole('option').first().click();
    await page.getByRole('textbox', { name: '银行卡号' }).fill('6222020200112233445');
    await page.getByRole('textbox', { name: '开户行地址' }).fill('北京市朝阳支行');
    await amount(page).fill('500');
    await shot(page, 'cashier-recharge-bank');
    await narrowShot(page, 'cashier-recharge-bank-320');
    const before = rechargeKeys.length;
    await page.getByRole('button', { name: '立即存款' }).dblclick();
    await expectMessage(page, '提交成功，等待后台审核');
    await waitForRoute(page, '/transRecord?type=1');
    assert.equal(rechargeKeys.length - before, 1, 'a double tap sends one deposit');
    const bankOrders = (await pendingDeposits(member.name)).filter((d) => d.paytype === 'bank');
    assert.equal(bankOrders.length, 1, 'a double tap creates one bank deposit');
    await decideDeposit(bankOrders[0].order_no, 'approve');
    assert.equal(await centralBalance(token), '500.00');

    // The header and the list follow.
    await showDeposits(page);
    await expectVisible(page.getByText('¥500.00').first(), 'the new balance');
    await page.waitForTimeout(1000);
    await shot(page, 'cashier-trans-record-deposits');
    await expectVisible(page.getByText('已通过'), 'the approved bank deposit');
    await expectVisible(page.getByText('已拒绝'), 'the refused Alipay deposit');
    await expectVisible(page.getByText('审核中'), 'the pending USDT deposit');
    await shot(page, 'cashier-trans-record-deposits');
    await narrowShot(page, 'cashier-recharge-320-list');
    await open(page, '/recharge');
    await page.getByRole('tab', { name: 'USDT' }).click();
    await narrowShot(page, 'cashier-recharge-usdt-320');
  },
);
