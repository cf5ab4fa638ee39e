// e2e-feature: account
import assert from 'node:assert/strict';
import { API_PATHS } from '@h5/api-contract';
import { expectAxeClean, memberCall, startAt } from './support/account';
import { loginMember, newMember, registerMember } from './support/api';
import { loginPanel } from './support/auth-forms';
import { currentRoute, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { SERVER } from './support/spec-texts';
import { expectMessage, expectVisible } from './support/ui';
import type { Page } from 'playwright-core';

const PASSWORD_RULES: Array<[string, string, string, string]> = [
  ['', '', '', '请输入原密码！'],
  ['abc', '', '', '请输入新密码！'],
  ['abc', 'xyz', '', '原密码长度不能少于6位！'],
  ['abc123', 'xyz', '', '新密码长度不能少于6位！'],
  ['abc123', 'xyz789', '', '请再次输入新密码！'],
  ['abc123', 'xyz789', 'xyz780', '两次输入的新密码不一致！'],
  ['abc123', 'abc123', 'abc123', '新密码不能与原密码相同！'],
];

async function fillPasswords(page: Page, old: string, next: string, again: string) {
  await page.getByLabel('原密码').fill(old);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(again);
  await page.getByRole('button', { name: '确认', exact: true }).click();
}

async function bindCard(page: Page, payPassword: string) {
  await page.getByLabel('持卡人姓名').fill('李四');
  await page.getByRole('button', { name: /^银行类型/ }).click();
  await page.getByRole('dialog', { name: '选择银行' }).getByRole('option', { name: '招商银行' }).click();
  await page.getByLabel('银行卡号').fill('6214830100998800001');
  await page.getByLabel('开户行').fill('深圳市南山支行');
  await page.getByLabel('支付密码').fill(payPassword);
  await page.getByRole('button', { name: '确认绑定' }).click();
}

flow('account: a new withdrawal password is the one card binding accepts; the member stays logged in', async ({ page }) => {
  const member = newMember('pay');
  const token = await registerMember(member);
  await startAt(page, token, '/userCent');
  await expectVisible(page.getByRole('heading', { level: 1, name: '个人资料' }), 'the /userCent title');
  await shot(page, 'account-user-cent');
  await expectAxeClean(page, 'account-user-cent');
  await narrowShot(page, 'account-user-cent-320');
  await page.getByRole('link', { name: '取款密码' }).click();
  await waitForRoute(page, '/password?type=2');
  await expectVisible(page.getByRole('heading', { level: 1, name: '修改取款密码' }), 'the withdrawal password title');
  await fillPasswords(page, member.payPassword, '112233', '112233');
  await expectMessage(page, '支付密码修改成功');
  assert.equal(currentRoute(page), '/password?type=2', 'a withdrawal password change stays on the screen');
  assert.equal((await memberCall(API_PATHS.user, {}, token)).code, 200, 'the session lives on');
  await shot(page, 'account-password-pay-changed');

  await page.goto(`/#/wallet?type=2`);
  await page.getByRole('link', { name: '+ 添加银行卡' }).click();
  await waitForRoute(page, '/addBankCard');
  await bindCard(page, member.payPassword);
  await expectMessage(page, '支付密码错误');
  await page.getByLabel('支付密码').fill('112233');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expectMessage(page, '绑定成功');
  const cards = (await memberCall(API_PATHS.getcard, { type: 1 }, token)).data as unknown[];
  assert.equal(cards.length, 1, 'the card bound with the new pay password');
});

flow('account: a login password change logs out to /login; the old session and password are dead, the new works', async ({ page }) => {
  const member = newMember('lpw');
  const token = await registerMember(member);
  await startAt(page, token, '/userCent');
  await page.getByRole('link', { name: '登录密码' }).click();
  await waitForRoute(page, '/password?type=1');
  await expectVisible(page.getByRole('heading', { level: 1, name: '修改登录密码' }), 'the login password title');
  for (const [old, next, again, message] of PASSWORD_RULES) {
    await fillPasswords(page, old, next, again);
    await expectMessage(page, message);
  }
  assert.equal(await page.getByLabel('原密码').inputValue(), '', 'the new equal to the old cleared the form');
  await shot(page, 'account-password-login-rules');
  await expectAxeClean(page, 'account-password-login-rules');
  await narrowShot(page, 'account-password-login-rules-320');
  await fillPasswords(page, 'wrong-old', 'newpass99', 'newpass99');
  await expectMessage(page, '原密码不正确');

  await fillPasswords(page, member.password, 'newpass99', 'newpass99');
  await waitForRoute(page, '/login', 20_000).catch(async () => {
    if (!currentRoute(page).startsWith('/login')) throw new Error(`expected /login, on ${currentRoute(page)}`);
  });
  assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null, 'the session is gone in the browser');
  assert.equal((await memberCall(API_PATHS.user, {}, token)).code, 401, 'the old session is dead on the server');
  await shot(page, 'account-password-logged-out');

  const login = loginPanel(page);
  await login.waitShown();
  await login.fill({ name: member.name, password: member.password });
  await login.fillCaptcha();
  await login.submitExpecting(SERVER.wrongPassword);
  await login.fill({ name: member.name, password: 'newpass99' });
  await login.fillCaptcha();
  await login.submit();
  // Logged in again: the shell goes on to / (or back to the guarded page it came from).
  await page.waitForFunction(() => !window.location.hash.startsWith('#/login') && sessionStorage.getItem('token') !== null);
  assert.ok(await loginMember({ name: member.name, password: 'newpass99' }));
});
