// e2e-feature: wallet cashier
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { open, startWithToken, VIEWPORT } from './support/browser';
import { bindBankCard, bindUsdt } from './support/cashier';
import { flow } from './support/flow';
import { narrowShot } from './support/screens';
import { smallTapTargets } from './support/tap-targets';
import { expectVisible } from './support/ui';
import { fundMember } from './support/wallet';
import type { Page } from 'playwright-core';

// Every control of the money screens takes a tap over at least 44×44 px, at 375 and
// at 320 px, measured by hit-testing in Chromium (support/tap-targets.ts).

const WIDTHS = [VIEWPORT.width, 320] as const;

/** Each money screen as a member reaches it, and something on it that says it has loaded. */
const SCREENS: Array<{ route: string; ready: (page: Page) => Promise<void>; also?: (page: Page) => Promise<void> }> = [
  { route: '/money', ready: (page) => expectVisible(page.getByText('总资产'), '/money') },
  { route: '/transfer', ready: (page) => expectVisible(page.getByRole('button', { name: '立即转账' }), '/transfer') },
  { route: '/recharge', ready: (page) => expectVisible(page.getByRole('tab', { name: 'USDT' }), '/recharge') },
  { route: '/withdrawal', ready: (page) => expectVisible(page.getByRole('tab', { name: '银行卡' }), '/withdrawal') },
  { route: '/transRecord', ready: (page) => expectVisible(page.getByRole('button', { name: /^类型/ }), '/transRecord') },
];

async function measure(page: Page, where: string, findings: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT.height });
    await page.waitForTimeout(300);
    for (const small of await smallTapTargets(page)) findings.push(`${where} at ${width} px: ${small}`);
  }
  await page.setViewportSize(VIEWPORT);
}

flow(
  'money screens: every control (header, /money, /transfer, /recharge, /withdrawal, /payInfo, record date chips) is tapped over 44×44 px at 375 and 320',
  async ({ page }) => {
    const member = newMember('tap');
    const token = await registerMember(member);
    await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
    await bindBankCard(token, '张三', '6222020200112233445', member.payPassword);
    await fundMember(member.name, 1000);
    await startWithToken(page, token);
    const findings: string[] = [];

    for (const screen of SCREENS) {
      await open(page, screen.route);
      await screen.ready(page);
      await measure(page, screen.route, findings);
    }
    // The member's header at 320 px: its icons take 36 px of the row and are tapped over 44.
    await open(page, '/recharge');
    await expectVisible(page.getByRole('button', { name: '刷新余额' }), 'the header');
    await narrowShot(page, 'tap-targets-header-320');
    // Every pay way of /recharge (the bank tab has copy buttons, USDT the protocol choice).
    for (const way of ['银行卡转账', 'USDT', '微信', '支付宝']) {
      await open(page, '/recharge');
      await page.getByRole('tab', { name: way }).click();
      await page.waitForTimeout(300);
      await measure(page, `/recharge ${way}`, findings);
    }
    // /withdrawal's USDT tab.
    await open(page, '/withdrawal');
    await page.getByRole('tab', { name: 'USDT' }).click();
    await measure(page, '/withdrawal USDT', findings);
    // /payInfo of a USDT deposit.
    await open(page, '/recharge');
    await page.getByRole('tab', { name: 'USDT' }).click();
    await page.getByRole('button', { name: '500元' }).click();
    await page.getByRole('button', { name: '立即存款' }).click();
    await page.waitForURL(/\/payInfo\?deposit_no=D/);
    await expectVisible(page.getByRole('img', { name: '付款二维码' }), '/payInfo');
    await measure(page, '/payInfo', findings);

    assert.deepEqual(findings, [], `controls tapped over less than 44×44 px:\n  ${findings.join('\n  ')}`);
  },
  { timeoutMs: 240_000 },
);
