// e2e-feature: account cashier
import assert from 'node:assert/strict';
import { API_PATHS } from '@h5/api-contract';
import { expectAxeClean, memberCall, startAt } from './support/account';
import { newMember, registerMember } from './support/api';
import { loginPanel } from './support/auth-forms';
import { currentRoute, open, waitForRoute } from './support/browser';
import { bindUsdt, pendingWithdrawals } from './support/cashier';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectMessage, expectVisible } from './support/ui';
import { fundMember } from './support/wallet';
import type { Page } from 'playwright-core';

const amount = (page: Page) => page.getByRole('textbox', { name: '存款金额' });
const openProtection = async (page: Page) => {
  await expectVisible(page.getByRole('heading', { level: 1, name: '负责任博彩' }), 'the 负责任博彩 title');
  await expectVisible(page.getByTestId('limit-day'), 'the daily limit row');
};

flow(
  'account protection: a daily limit set on 负责任博彩 holds on /recharge, which refuses the next deposit naming what is left',
  async ({ page }) => {
    const member = newMember('lim');
    const token = await registerMember(member);
    // /recharge asks a member without a card or address to bind one first.
    await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
    await startAt(page, token, '/mine');
    await page.getByRole('link', { name: '负责任博彩' }).click();
    await waitForRoute(page, '/responsibleGaming');
    await openProtection(page);
    await shot(page, 'account-protection');
    await expectAxeClean(page, '/responsibleGaming');
    await narrowShot(page, 'account-protection-320');

    await page.getByRole('button', { name: '保存限额' }).click();
    await expectMessage(page, '请输入限额金额');
    await page.getByLabel('每日限额金额').fill('500');
    await page.getByRole('button', { name: '保存限额' }).click();
    await expectMessage(page, '限额已生效');
    await expectVisible(page.getByTestId('limit-day').getByText('¥500.00').first(), 'the daily limit in force');
    await shot(page, 'account-protection-limit-set');

    await open(page, '/recharge');
    await page.getByRole('tab', { name: '支付宝' }).click();
    await expectVisible(page.getByText('本日存款限额剩余 ¥500.00', { exact: true }), 'the allowance beside the amount');
    await amount(page).fill('300');
    await page.getByRole('button', { name: '立即存款' }).click();
    await page.waitForURL(/\/payInfo\?deposit_no=D/);

    await open(page, '/recharge');
    await page.getByRole('tab', { name: '支付宝' }).click();
    await expectVisible(page.getByText('本日存款限额剩余 ¥200.00', { exact: true }), 'the allowance after a pending deposit');
    await amount(page).fill('300');
    await page.getByRole('button', { name: '立即存款' }).click();
    // The refusal names what is left (a toast; the allowance line says the same).
    await expectVisible(page.getByText('本日存款限额剩余 ¥200.00', { exact: true }).nth(1), 'the refusal naming what is left');
    assert.equal(currentRoute(page), '/recharge', 'a refused deposit stays on /recharge');
    await shot(page, 'account-protection-deposit-refused');
    await narrowShot(page, 'account-protection-deposit-refused-320');
    const records = (await memberCall(API_PATHS.gettransrecord, { type: 1, date: 1, page: 1, api_type: '' }, token)).data as {
      data: unknown[];
    };
    assert.equal(records.data.length, 1, 'only the deposit within the limit exists');
  },
);

flow(
  'account protection: the reality check appears on time (clock moved) with the session figures; 继续游戏 closes it',
  async ({ page }) => {
    const member = newMember('rc');
    const token = await registerMember(member);
    await page.clock.install();
    await startAt(page, token, '/responsibleGaming');
    await openProtection(page);
    await page.getByRole('tab', { name: '15分钟' }).click();
    await expectMessage(page, '设置成功');
    const dialog = page.getByRole('alertdialog', { name: '现实检查' });
    await page.clock.fastForward('10:00');
    await page.waitForTimeout(300);
    assert.equal(await dialog.count(), 0, 'not before its time');
    await page.clock.fastForward('05:30');
    await expectVisible(dialog, 'the reality check after 15 minutes');
    await expectVisible(dialog.getByText(/^您已登录 1[56] 分钟$/), 'the minutes since login');
    await expectVisible(dialog.getByText('存款'), 'the session deposits');
    await shot(page, 'account-protection-reality-check');
    await expectAxeClean(page, 'the reality check');
    await narrowShot(page, 'account-protection-reality-check-320');
    await dialog.getByRole('button', { name: '继续游戏' }).click();
    await expectHidden(dialog, 'the reality check');
    // A reload counts from the server's session start: the answered reminder does not come back.
    await page.reload();
    await openProtection(page);
    await page.waitForTimeout(500);
    assert.equal(await dialog.count(), 0, 'the answered reminder stays answered after a reload');
  },
);

flow(
  'account protection: a time-out logs the player out, the next login is refused with its end date, and the player can still withdraw (withdraw-only session)',
  async ({ page }) => {
    const member = newMember('to');
    const token = await registerMember(member);
    // Money to get out, and the address it goes to.
    await fundMember(member.name, 1000);
    await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
    await startAt(page, token, '/responsibleGaming');
    await openProtection(page);
    await page.getByRole('button', { name: '冷静期24小时' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认开始冷静期？' });
    await expectVisible(confirm, 'the confirmation');
    await expectVisible(confirm.getByText(/您将立即退出登录，期间无法登录、存款或进入游戏/), 'what happens');
    await shot(page, 'account-protection-timeout-confirm');
    await expectAxeClean(page, 'the time-out confirmation');
    await narrowShot(page, 'account-protection-timeout-confirm-320');
    await confirm.getByRole('button', { name: '确认开始' }).click();
    await waitForRoute(page, '/login', 20_000).catch(async () => {
      if (!currentRoute(page).startsWith('/login')) throw new Error(`expected /login, on ${currentRoute(page)}`);
    });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null, 'the session is gone in the browser');
    assert.equal((await memberCall(API_PATHS.user, {}, token)).code, 401, 'the session is dead on the server');

    const login = loginPanel(page);
    await login.waitShown();
    await login.fill({ name: member.name, password: member.password });
    await login.fillCaptcha();
    await login.submit();
    const refusal = page.getByText(/^您已设置暂停账户，\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 前无法登录$/);
    await expectVisible(refusal.first(), 'the login refusal with its end date');
    assert.ok(currentRoute(page).startsWith('/login'), 'still on /login');

    // The player's money is theirs. The refusal offers the one way on: withdrawing.
    const offer = page.getByRole('alertdialog', { name: '暂停期间仅可提款' });
    await expectVisible(offer, 'the withdraw-only offer');
    await expectVisible(offer.getByText(/^您已设置暂停账户，.* 前无法登录$/), 'the refusal with its end date in the offer');
    await shot(page, 'account-protection-login-refused');
    await expectAxeClean(page, 'the withdraw-only offer');
    await narrowShot(page, 'account-protection-login-refused-320');
    await offer.getByRole('button', { name: '取款' }).click();
    await waitForRoute(page, '/withdrawal');
    const notice = page.getByText(/^您已设置暂停账户，.* 前仅可提款。/);
    await expectVisible(notice, 'the withdraw-only notice');
    await expectVisible(page.getByText('¥1,000.00', { exact: true }).first(), 'the balance to withdraw');

    // Every other screen comes back to /withdrawal, after a reload too (the session is stored withdraw-only).
    for (const route of ['/recharge', '/', '/responsibleGaming']) {
      await open(page, route);
      await waitForRoute(page, '/withdrawal');
    }
    await expectVisible(notice, 'the withdraw-only notice after a reload');
    assert.equal(await page.getByRole('navigation', { name: /底部/ }).count(), 0, 'no tab bar on the withdraw-only screens');
    await shot(page, 'account-protection-withdraw-only');
    await expectAxeClean(page, '/withdrawal in a withdraw-only session');
    await narrowShot(page, 'account-protection-withdraw-only-320');

    await page.getByRole('button', { name: /^USDT地址 / }).click();
    await page
      .getByRole('dialog', { name: '请选择USDT地址' })
      .getByRole('option', { name: /TRC20 bLSE/ })
      .click();
    await page.getByRole('textbox', { name: '取款金额' }).fill('300');
    await page.getByLabel('支付密码').fill(member.payPassword);
    await page.getByRole('button', { name: '立即取款' }).click();
    await expectMessage(page, '提交成功，等待后台审核');
    await waitForRoute(page, '/transRecord?type=2');
    await expectVisible(page.getByRole('button', { name: '类型 取款' }), 'the records open on the withdrawals');
    await expectVisible(page.getByText('审核中').first(), 'the pending withdrawal in the record');
    await expectVisible(page.getByText('300.00').first(), 'its amount');
    await shot(page, 'account-protection-withdraw-only-record');
    await expectAxeClean(page, '/transRecord in a withdraw-only session');
    await narrowShot(page, 'account-protection-withdraw-only-record-320');
    const withdrawals = await pendingWithdrawals(member.name);
    assert.equal(withdrawals.length, 1, 'the withdrawal reached the operator');
  },
);
