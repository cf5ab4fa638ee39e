import assert from 'node:assert/strict';
import { loginMember, newMember, registerMember } from './support/api';
import { readStorage, startWithToken, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { shot } from './support/screens';
import { NAMES, SPEC } from './support/spec-texts';
import { expectVisible } from './support/ui';

/** One balance poll (4300 ms, docs/product.md §9) plus room for a slow machine. */
const POLL_WAIT_MS = 4300 * 2 + 2000;

flow('a revoked session: the next balance poll shows the 401 dialog, then /login', async ({ page }) => {
  const member = newMember('exp');
  const token = await registerMember(member);
  await startWithToken(page, token);
  await expectVisible(page.getByLabel(NAMES.balance, { exact: true }).getByText(/0\.00/), 'the balance in the header');

  // A login elsewhere rotates the token: the browser's session is over.
  await loginMember(member);
  const title = page.getByText(SPEC.sessionExpiredTitle, { exact: true });
  await expectVisible(title, 'the 认证失败 dialog', POLL_WAIT_MS);
  await expectVisible(page.getByText(SPEC.sessionExpiredText, { exact: true }), 'the expiry text');
  // Several calls may fail together; one dialog only.
  await page.waitForTimeout(500);
  assert.equal(await title.count(), 1, 'exactly one 认证失败 dialog');
  await shot(page, 'session-expired-dialog');

  await page.getByRole('button', { name: NAMES.confirm, exact: true }).click();
  await waitForRoute(page, '/login');
  const storage = await readStorage(page);
  assert.equal(storage.session['token'], undefined, 'the token is gone');
  assert.equal(storage.local['userInfo'], undefined, 'the cached user is gone');
  await shot(page, 'session-expired-login');
});
