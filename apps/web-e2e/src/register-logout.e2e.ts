// e2e-feature: auth
import assert from 'node:assert/strict';
import { newMember } from './support/api';
import { registerPanel } from './support/auth-forms';
import { open, readStorage, waitForRoute } from './support/browser';
import { readCaptcha } from './support/captcha';
import { flow } from './support/flow';
import { shot } from './support/screens';
import { NAMES, SERVER, SPEC } from './support/spec-texts';
import { expectHidden, expectVisible } from './support/ui';

flow('register a new member (every rule once), see the balance, log out', async ({ page }) => {
  const member = newMember('reg');
  await open(page, '/');
  await page.getByRole('link', { name: SPEC.header.register, exact: true }).click();
  await waitForRoute(page, '/login?type=1');
  const panel = registerPanel(page);
  await panel.waitShown();
  await shot(page, 'register-empty');

  // docs/product.md §5, in its order: each submit fails on the first rule still broken.
  await panel.submitExpecting(SPEC.register.name);
  await panel.fill({ name: member.name, password: '12345' });
  await panel.submitExpecting(SPEC.register.password);
  await panel.fill({ password: member.password, confirmPass: `${member.password}x` });
  await panel.submitExpecting(SPEC.register.confirm);
  await panel.fill({ confirmPass: member.password, realname: '李' });
  await panel.submitExpecting(SPEC.register.realname);
  await panel.fill({ realname: member.realname, paypassword: '12345' });
  await panel.submitExpecting(SPEC.register.payPassword);
  await panel.fill({ paypassword: member.payPassword });
  await panel.submitExpecting(SPEC.captcha.empty);

  const before = await readCaptcha(page);
  const wrong = before.code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
  await panel.fill({ code: wrong });
  await panel.submitExpecting(SPEC.captcha.wrong);
  assert.equal(await panel.field('code').inputValue(), '', 'a wrong captcha clears the field');
  assert.notEqual((await readCaptcha(page)).index, before.index, 'a wrong captcha shows another picture');
  await shot(page, 'register-captcha-wrong');

  // The server's answer is shown as it is: the demo member's name is taken.
  await panel.fill({ name: 'demo888' });
  await panel.fillCaptcha();
  await panel.submitExpecting(SERVER.nameTaken);
  await shot(page, 'register-name-taken');

  await panel.fill({ name: member.name });
  await panel.fillCaptcha();
  await panel.submit();
  await waitForRoute(page, '/');
  const balance = page.getByLabel(NAMES.balance, { exact: true });
  await expectVisible(balance, 'the balance in the header');
  await expectVisible(balance.getByText(/0\.00/), "a new member's balance 0.00");
  await expectHidden(page.getByRole('link', { name: SPEC.header.login, exact: true }), 'the header 登录 button');
  assert.ok((await readStorage(page)).session['token'], 'the token is in sessionStorage');
  await shot(page, 'register-done-member-header');

  await page.getByRole('button', { name: NAMES.openMenu, exact: true }).click();
  await page.getByText(NAMES.safeExit, { exact: true }).click();
  await expectVisible(page.getByText(SPEC.logoutConfirm, { exact: true }), 'the logout confirm');
  await shot(page, 'logout-confirm');
  await page.getByRole('button', { name: NAMES.confirm, exact: true }).click();
  await waitForRoute(page, '/login');
  // Logging out is not an expired session: no call of the ended session may answer 401 into
  // the 认证失败 dialog (wait out one balance poll, 4300 ms).
  await page.waitForTimeout(5000);
  assert.equal(await page.getByText(SPEC.sessionExpiredTitle, { exact: true }).count(), 0, 'no 认证失败 dialog after logout');
  const storage = await readStorage(page);
  assert.equal(storage.session['token'], undefined, 'logout removes the token');
  assert.equal(storage.local['userInfo'], undefined, 'logout removes the cached user');
  await shot(page, 'logout-done');

  await page.getByText(SPEC.visitorLink, { exact: true }).click();
  await waitForRoute(page, '/');
  await expectVisible(page.getByRole('link', { name: SPEC.header.login, exact: true }), 'the visitor header after 先去逛逛');
});
