import assert from 'node:assert/strict';
import { expectFocusReturns, expectFocusTrapped, focusInvisibleStops } from './support/a11y-focus';
import { ScanLog, settleRoute } from './support/a11y-scan';
import { loginMember, newMember, registerMember, setConfig } from './support/api';
import { loginPanel, registerPanel } from './support/auth-forms';
import { open, startWithToken, withoutLiveMoney } from './support/browser';
import { flow, forgive } from './support/flow';
import { NAMES, SPEC } from './support/spec-texts';
import { expectHidden, expectVisible } from './support/ui';
import type { Page } from 'playwright-core';

/**
 * The open states of the screens, scanned by axe like the routes: the welcome and notice
 * dialogs, the left menu, the 认证失败 (401) dialog, the logout confirm and the login and
 * register forms showing an error. Dialogs must also take focus, keep Tab inside and give
 * focus back to what opened them.
 */

/** One balance poll (4300 ms, docs/product.md §9) plus room for a slow machine. */
const POLL_WAIT_MS = 4300 * 2 + 2000;

/** A dialog or an alert dialog (a confirm may be either). */
const anyDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: NAMES.openMenu, exact: true }).click();
  await expectVisible(page.getByRole('dialog'), 'the left menu');
  // The panel slides in; axe must see it in place.
  await page.waitForTimeout(400);
}

flow(
  'accessibility: dialogs, menu and form errors of a visitor, no serious or critical axe finding',
  async ({ page, problems }) => {
    const log = new ScanLog();

    await setConfig('webcontent', '<p>新会员首存即享100%优惠，最高可领888元。</p>');
    await setConfig('index_modal', '1');
    await open(page, '/');
    const welcome = page.getByRole('dialog');
    await expectVisible(welcome, 'the welcome dialog');
    await settleRoute(page);
    await log.scan(page, 'state-welcome', 'the welcome dialog on / as a visitor', { structure: false });
    await expectFocusTrapped(page, welcome, 'the welcome dialog');
    await welcome.getByRole('button', { name: NAMES.closeWelcome }).click();
    await expectHidden(welcome, 'the welcome dialog');
    await setConfig('index_modal', '0');

    log.addFaults(await focusInvisibleStops(page, '/ as a visitor'));

    const noticeBar = page.getByRole('button', { name: /^公告：/ });
    await noticeBar.click();
    const notice = page.getByRole('dialog');
    await expectVisible(notice, 'the notice dialog');
    await log.scan(page, 'state-notice', 'the notice dialog on / as a visitor', { structure: false });
    await expectFocusTrapped(page, notice, 'the notice dialog');
    await page.keyboard.press('Escape');
    await expectHidden(notice, 'the notice dialog after Escape');
    await expectFocusReturns(page, noticeBar, 'the notice bar after the notice dialog');

    const menuButton = page.getByRole('button', { name: NAMES.openMenu, exact: true });
    await openMenu(page);
    await log.scan(page, 'state-menu-visitor', 'the left menu on / as a visitor', { structure: false });
    await expectFocusTrapped(page, page.getByRole('dialog'), 'the left menu');
    await page.keyboard.press('Escape');
    await expectHidden(page.getByRole('dialog'), 'the left menu after Escape');
    await expectFocusReturns(page, menuButton, 'the menu button after the left menu');

    await open(page, '/login');
    const login = loginPanel(page);
    await login.waitShown();
    await login.submitExpecting(SPEC.login.missing);
    await log.scan(page, 'state-login-error', `the login form showing ${SPEC.login.missing}`);
    log.addFaults(await focusInvisibleStops(page, '/login as a visitor'));
    await login.fill({ name: 'demo888', password: 'pass1234', code: 'ZZZZZZ' });
    await login.submitExpecting(SPEC.captcha.wrong);
    await log.scan(page, 'state-login-captcha-error', `the login form showing ${SPEC.captcha.wrong}`);

    await open(page, '/login?type=1');
    const register = registerPanel(page);
    await register.waitShown();
    await register.fill({ name: 'ab' });
    await register.submitExpecting(SPEC.register.name);
    await log.scan(page, 'state-register-error', `the register form showing ${SPEC.register.name}`);

    log.report('(dialogs, menu and forms as a visitor)');
    // The welcome text's HTML is parsed in an inert document; Chromium reports nothing else here.
    forgive(problems, /inline event handler violates the following Content Security Policy/);
  },
  { timeoutMs: 180_000 },
);

flow(
  'accessibility: the menu, logout confirm and 认证失败 dialog of a member, no serious or critical axe finding',
  async ({ page }) => {
    const log = new ScanLog();
    const member = newMember('a11yd');
    // The scans wait for a quiet network, which an open event stream never gives.
    await withoutLiveMoney(page);
    await startWithToken(page, await registerMember(member));
    await expectVisible(page.getByLabel(NAMES.balance, { exact: true }).getByText(/0\.00/), 'the balance in the header');

    await openMenu(page);
    await log.scan(page, 'state-menu-member', 'the left menu on / as a member', { structure: false });
    await page.getByText(NAMES.safeExit, { exact: true }).click();
    const confirm = anyDialog(page).filter({ hasText: SPEC.logoutConfirm });
    await expectVisible(confirm, 'the logout confirm');
    await page.waitForTimeout(300);
    await log.scan(page, 'state-logout-confirm', 'the logout confirm on / as a member', { structure: false });
    await expectFocusTrapped(page, confirm, 'the logout confirm');
    await confirm.getByRole('button', { name: '取消', exact: true }).click();
    await expectHidden(confirm, 'the logout confirm after 取消');
    await page.keyboard.press('Escape');
    await expectHidden(page.getByRole('dialog'), 'the left menu after Escape');

    // A login elsewhere rotates the token: the next balance poll answers 401.
    await loginMember(member);
    const expired = anyDialog(page).filter({ hasText: SPEC.sessionExpiredTitle });
    await expectVisible(expired, 'the 认证失败 dialog', POLL_WAIT_MS);
    await page.waitForTimeout(300);
    await log.scan(page, 'state-session-expired', 'the 认证失败 (401) dialog on / as a member', { structure: false });
    await expectFocusTrapped(page, expired, 'the 认证失败 dialog');
    assert.equal(await expired.count(), 1, 'one 认证失败 dialog');

    log.report('(menu and dialogs as a member)');
  },
  { timeoutMs: 180_000 },
);
