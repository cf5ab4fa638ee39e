// e2e-feature: wallet cashier account
import assert from 'node:assert/strict';
import { API_PATHS } from '@h5/api-contract';
import { memberCall, startAt } from './support/account';
import { appInfo, newMember, registerMember, setConfig } from './support/api';
import { currentRoute, open, startWithToken, waitForRoute } from './support/browser';
import { bindBankCard, bindUsdt } from './support/cashier';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { NAMES, SPEC } from './support/spec-texts';
import { expectHidden, expectVisible } from './support/ui';
import { cardCount, fundMember } from './support/wallet';
import type { Locator, Page } from 'playwright-core';

/**
 * docs/architecture.md §8: every overlay holds one history entry on its screen. Back closes the top
 * one and the screen stays (with what was typed); leaving a screen takes its overlays and toasts
 * along, and a confirm's action never runs on another screen.
 */

const NO_CARD = '您还未绑定银行卡或USDT地址，请先绑定';
const UNBIND = '确定要解除绑定该卡片吗？';
const COOL_OFF = '确认开始冷静期？';
const toast = (page: Page) => page.locator('.adm-toast-main');
const menu = (page: Page) => page.getByRole('dialog', { name: '侧边菜单' });
const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** The browser's back button; the page stays on the site (goBack answers null within a page). */
async function back(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' });
  // Long enough for a second step (a loop, or an entry left behind) to have happened.
  await page.waitForTimeout(400);
}

/** Nothing of a closed overlay left: no dialog, no popup, no mask. */
async function expectNoOverlay(page: Page, where: string): Promise<void> {
  await expectHidden(page.locator('[role="dialog"][aria-modal="true"]:visible, [role="alertdialog"]:visible'), `any dialog on ${where}`);
  await expectHidden(page.locator('.adm-mask:visible'), `a popup's mask on ${where}`);
  assert.equal(await page.getByRole('alertdialog').count(), 0, `no confirm left in the page on ${where}`);
}

async function closesOnBack(page: Page, overlay: Locator, route: string, name: string): Promise<void> {
  await expectVisible(overlay, `${name} open`);
  await shot(page, `overlays-${name}-open`);
  // Its history entry is pushed in an effect after it shows (ui-kit overlay-stack.ts): a back before
  // it lands leaves the page, as it would for a player that fast. Wait for it as a player's eye does.
  await page.waitForFunction(() => typeof history.state === 'object' && history.state !== null && 'h5Overlay' in history.state, null, {
    timeout: 5000,
  });
  await back(page);
  assert.ok(page.url().startsWith('http'), `back with ${name} open stays on the site (on ${page.url()})`);
  await expectHidden(overlay, `${name} after back`);
  assert.equal(currentRoute(page), route, `back with ${name} open stays on ${route}`);
  await expectNoOverlay(page, route);
  await shot(page, `overlays-${name}-closed`);
}

flow(
  'overlays: back closes the menu, the confirms and the no-card dialog, nothing outlives its screen (a member with no card)',
  async ({ page }) => {
    const member = newMember('ovl');
    const token = await registerMember(member);
    await startWithToken(page, token);
    await expectVisible(page.getByText(SPEC.header.recycle), 'the member header');

    // The menu on the first page of the visit: back closes it and stays on the site, on /.
    await page.getByRole('button', { name: NAMES.openMenu }).click();
    await closesOnBack(page, menu(page), '/', 'menu-first-page');
    await narrowShot(page, 'overlays-menu-first-page-closed-320');

    // A menu entry replaces the menu's entry: back from /vip is / with the menu closed, in one step.
    await page.getByRole('button', { name: NAMES.openMenu }).click();
    await menu(page).getByRole('button', { name: '会员中心' }).click();
    await waitForRoute(page, '/vip');
    await back(page);
    // One back: a second step would be needed if the menu had left its entry under /vip.
    await waitForRoute(page, '/');
    await expectHidden(menu(page), 'the menu after back from /vip');
    await shot(page, 'overlays-back-from-vip');

    // The logout confirm of the menu: back answers 取消 — still logged in, still on /.
    await page.getByRole('button', { name: NAMES.openMenu }).click();
    await menu(page).getByRole('button', { name: NAMES.safeExit }).click();
    await closesOnBack(page, page.getByRole('alertdialog', { name: SPEC.logoutConfirm }), '/', 'logout-confirm-menu');
    assert.equal(await sessionToken(page), token, 'back on the logout confirm did not log out');
    assert.equal((await memberCall(API_PATHS.user, {}, token)).code, 200, 'the session lives on the server');

    // A toast goes with its screen: 复制成功！ (the menu's copy) is not carried onto the next tab.
    await page.getByRole('button', { name: NAMES.openMenu }).click();
    await menu(page).getByRole('button', { name: '复制' }).click();
    await expectVisible(toast(page).filter({ hasText: '复制成功！' }), 'the copy toast');
    const toastShown = Date.now();
    await page.goBack({ waitUntil: 'commit' });
    await expectHidden(menu(page), 'the menu after back');
    // A toast raised in the last 0.5 s before a screen change is that action's outcome and goes
    // along (the toast module, docs/architecture.md §8): leave later than that.
    await page.waitForTimeout(Math.max(0, 600 - (Date.now() - toastShown)));
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '优惠' }).click();
    await waitForRoute(page, '/activity');
    // The hash changes before the next screen's part has loaded; / (and its toast) goes only once
    // /activity is on screen, which on a loaded machine can take a while.
    await expectVisible(page.getByRole('heading', { level: 1, name: '优惠活动' }), 'the /activity screen');
    // Inside the toast's own 2 s (what is left of it): only the screen's end can have taken it off.
    await expectHidden(toast(page), 'the copy toast on /activity', Math.max(500, 1800 - (Date.now() - toastShown)));
    await shot(page, 'overlays-toast-left-behind');

    // /mine's 安全退出 confirm: back closes it, /mine stays.
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).click();
    await waitForRoute(page, '/mine');
    await page.getByRole('button', { name: NAMES.safeExit }).click();
    await closesOnBack(page, page.getByRole('alertdialog', { name: SPEC.logoutConfirm }), '/mine', 'logout-confirm-mine');
    assert.equal(await sessionToken(page), token, 'still logged in');

    // /recharge without a card: back closes the dialog (its 关闭: back to /mine) and nothing stays there.
    await open(page, '/recharge');
    const noCard = page.getByRole('alertdialog', { name: NO_CARD });
    await expectVisible(noCard, 'the no-card dialog');
    await shot(page, 'overlays-no-card-open');
    await back(page);
    await waitForRoute(page, '/mine');
    await expectNoOverlay(page, '/mine');
    await shot(page, 'overlays-no-card-back-on-mine');
    await narrowShot(page, 'overlays-no-card-back-on-mine-320');

    // Opened again: one dialog, not two; 去绑定 replaces it with /wallet, which nothing covers.
    await open(page, '/recharge');
    await expectVisible(noCard, 'the no-card dialog again');
    await page.waitForTimeout(400);
    assert.equal(await page.getByRole('alertdialog').count(), 1, 'one no-card dialog');
    await noCard.getByRole('button', { name: '去绑定' }).click();
    await waitForRoute(page, '/wallet');
    await expectNoOverlay(page, '/wallet');
    await shot(page, 'overlays-go-bind-wallet');
    // Back from /wallet is /recharge (its dialog again, once), not an entry the dialog left behind.
    await back(page);
    await waitForRoute(page, '/recharge');
    await expectVisible(noCard, 'the no-card dialog on the way back');
    assert.equal(await page.getByRole('alertdialog').count(), 1, 'still one no-card dialog');
    await noCard.getByRole('button', { name: '关闭' }).click();
    await waitForRoute(page, '/mine');
    await expectNoOverlay(page, '/mine');
  },
);

flow(
  'overlays: back closes every picker and confirm of the money and account screens, the form stays, a stale 确定 cannot run',
  async ({ page }) => {
    const member = newMember('ovp');
    const token = await registerMember(member);
    await fundMember(member.name, 500);
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbVPa';
    await bindUsdt(token, address, 'TRC20', member.payPassword);
    await bindBankCard(token, '张三', '6222020200112233445', member.payPassword);
    await startAt(page, token, '/transfer');

    // /transfer: the 选择钱包 sheet; the amount typed stays.
    const transferAmount = page.getByRole('textbox', { name: '转账金额' });
    await transferAmount.fill('88');
    await page.getByRole('button', { name: /^转出钱包/ }).click();
    await closesOnBack(page, page.getByRole('dialog', { name: '选择钱包' }), '/transfer', 'transfer-wallet-picker');
    assert.equal(await transferAmount.inputValue(), '88', 'the amount is kept');

    // /withdrawal: the account chooser; the amount stays.
    await open(page, '/withdrawal');
    const withdrawAmount = page.getByRole('textbox', { name: '取款金额' });
    await withdrawAmount.fill('120');
    await page.getByRole('button', { name: /^USDT地址 / }).click();
    await closesOnBack(page, page.getByRole('dialog', { name: '请选择USDT地址' }), '/withdrawal', 'withdrawal-chooser');
    assert.equal(await withdrawAmount.inputValue(), '120', 'the amount is kept');
    await narrowShot(page, 'overlays-withdrawal-chooser-closed-320');

    // /recharge (a card is bound: no dialog): the bank type sheet of the bank form.
    await open(page, '/recharge');
    await page.getByRole('tab', { name: /银行/ }).first().click();
    await page.getByRole('button', { name: /^银行类型/ }).click();
    // Titled 选择银行 like every bank picker (docs/product.md, the glossary: 选择{thing}).
    await closesOnBack(page, page.getByRole('dialog', { name: '选择银行' }), '/recharge', 'recharge-bank-type');

    // /addBankCard: the bank picker; the name typed stays.
    await open(page, '/addBankCard');
    await page.getByLabel('持卡人姓名').fill('李四');
    await page.getByRole('button', { name: /^银行类型/ }).click();
    await closesOnBack(page, page.getByRole('dialog', { name: '选择银行' }), '/addBankCard', 'add-card-bank-picker');
    assert.equal(await page.getByLabel('持卡人姓名').inputValue(), '李四', 'the name is kept');

    // /userInfo: the birthday wheels.
    await open(page, '/userInfo');
    await page.getByRole('button', { name: /^生日/ }).click();
    await closesOnBack(page, page.locator('.adm-picker').filter({ hasText: '选择生日' }), '/userInfo', 'birthday-picker');

    // The unbind confirm, opened on /wallet from /userCent: back closes it and the address stays bound;
    // back once more is /userCent with nothing over it, and the stale 确定 never ran.
    await open(page, '/userCent');
    await open(page, '/wallet?type=1');
    const unbind = page.getByRole('alertdialog').filter({ hasText: UNBIND });
    await page
      .getByRole('button', { name: /^解除绑定USDT/ })
      .first()
      .click();
    await closesOnBack(page, unbind, '/wallet?type=1', 'unbind-confirm');
    await page
      .getByRole('button', { name: /^解除绑定USDT/ })
      .first()
      .click();
    await expectVisible(unbind, 'the unbind confirm again');
    await back(page);
    await back(page);
    assert.equal(currentRoute(page), '/userCent', 'two backs: the confirm, then /wallet');
    await expectNoOverlay(page, '/userCent');
    await shot(page, 'overlays-unbind-back-on-usercent');
    await page.waitForTimeout(500);
    assert.equal(await cardCount(token, 2), 1, 'the USDT address is still bound');

    // The cool-off confirm on 负责任博彩: back answers 取消 — the member is still logged in there.
    await open(page, '/responsibleGaming');
    await page.getByRole('button', { name: '冷静期24小时' }).click();
    await closesOnBack(page, page.getByRole('alertdialog', { name: COOL_OFF }), '/responsibleGaming', 'cool-off-confirm');
    await back(page);
    await expectNoOverlay(page, currentRoute(page));
    assert.equal(await sessionToken(page), token, 'no cool-off started: still logged in');
    assert.equal((await memberCall(API_PATHS.user, {}, token)).code, 200, 'the session lives on the server');
  },
);

flow(
  'overlays: back closes the welcome and notice dialogs of home and the red-packet popup; a link inside a dialog leaves no entry',
  async ({ page }) => {
    await setConfig('index_modal', '1');
    await setConfig('redpacket_switch', '1');
    const { title } = await appInfo();
    const token = await registerMember(newMember('ovh'));
    await startWithToken(page, token);

    // The welcome modal over the first page: back closes it and the visit stays on /.
    await closesOnBack(page, page.getByRole('dialog', { name: title }), '/', 'welcome-modal');

    // The notice modal: back closes it; its 查看全部公告 link replaces its entry with /message.
    const notices = page.getByRole('dialog', { name: '平台公告' });
    await page.getByRole('button', { name: /公告：/ }).click();
    await closesOnBack(page, notices, '/', 'notice-modal');
    await page.getByRole('button', { name: /公告：/ }).click();
    await notices.getByRole('link', { name: /^查看全部公告/ }).click();
    // The tab it opens on (?type=…) is /message's business.
    await page.waitForURL(/#\/message/);
    await expectNoOverlay(page, '/message');
    await back(page);
    assert.equal(currentRoute(page), '/', 'one back from /message is /');
    await expectNoOverlay(page, '/');
    await shot(page, 'overlays-back-from-message');

    // /hongbao with no grab left: the popup closes on back, the screen stays.
    await open(page, '/hongbao');
    await page.getByRole('button', { name: '抢红包', exact: true }).click();
    await closesOnBack(page, page.locator('[role="dialog"][aria-modal="true"]:visible'), '/hongbao', 'hongbao-popup');
  },
);
