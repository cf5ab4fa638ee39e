import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { loginPanel, registerPanel } from './support/auth-forms';
import { currentRoute, open, readStorage, waitForVisit } from './support/browser';
import { flow } from './support/flow';
import { shot } from './support/screens';
import { NAMES, SERVER, SPEC } from './support/spec-texts';
import { expectVisible } from './support/ui';

/** A members-only route with a query: the redirect must keep the full path. */
const TARGET = '/transRecord?type=2';

flow('a guarded route sends a visitor to log in and back', async ({ page, visited }) => {
  const member = newMember('grd');
  await registerMember(member);

  await open(page, TARGET);
  await expectVisible(loginPanel(page).form, 'the login panel');
  const [path, query] = currentRoute(page).split('?');
  assert.equal(path, '/login');
  assert.equal(new URLSearchParams(query).get('redirect'), TARGET, 'redirect holds the full target path');

  // Switching panels resets the form and keeps the redirect.
  const panel = loginPanel(page);
  await panel.fill({ name: member.name });
  await page.getByRole('button', { name: NAMES.toRegister, exact: true }).click();
  await registerPanel(page).waitShown();
  assert.equal(new URLSearchParams(currentRoute(page).split('?')[1]).get('redirect'), TARGET, 'the register panel keeps the redirect');
  await page.getByRole('button', { name: NAMES.toLogin, exact: true }).click();
  await panel.waitShown();
  assert.equal(await panel.field('name').inputValue(), '', 'switching panels resets the form');

  await panel.submitExpecting(SPEC.login.missing);
  await panel.fill({ name: member.name, password: 'wrong-password' });
  await panel.fill({ code: 'ZZZZZZ' });
  await panel.submitExpecting(SPEC.captcha.wrong);
  await panel.fillCaptcha();
  await panel.submitExpecting(SERVER.wrongPassword);
  await shot(page, 'login-server-error');

  await panel.fill({ password: member.password });
  await panel.fillCaptcha();
  const before = visited.length;
  await panel.submit();
  // Until the target screen exists the shell sends its unknown path on to /; the login
  // itself must have gone to the target first.
  await waitForVisit({ page, visited }, before, (route) => route === TARGET, `${TARGET} after login`);
  assert.ok((await readStorage(page)).session['token'], 'the token is in sessionStorage');
  await page.waitForTimeout(300);
  await shot(page, 'guarded-route-after-login');
});
