// e2e-feature: wallet
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { open, startWithToken, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectMessage, expectVisible } from './support/ui';
import { fundMember, serverMoney, shown, type ServerMoney } from './support/wallet';
import type { Page } from 'playwright-core';

/** The page shows the server's amounts: central, game and the first venue rows (header included where shown). */
async function expectPageAgrees(page: Page, token: string, what: string): Promise<ServerMoney> {
  const money = await serverMoney(token);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = await page.locator('body').innerText();
    const missing = [money.central, money.game, ...money.venues.slice(0, 4).map((v) => `${v.name}\n${shown(v.balance)}`)].filter(
      (expected) => !text.includes(expected),
    );
    if (missing.length === 0) return money;
    if (Date.now() > deadline) throw new Error(`${what}: the page does not show ${missing.join(', ')} (server: ${JSON.stringify(money)})`);
    await page.waitForTimeout(200);
  }
}

async function pick(page: Page, field: '转出钱包' | '转入钱包', wallet: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const popup = page.getByRole('dialog', { name: '选择钱包' });
  await popup.getByRole('option', { name: new RegExp(`^${wallet}`) }).click();
  await expectHidden(popup, 'the wallet picker');
}

const amount = (page: Page) => page.getByRole('textbox', { name: '转账金额' });

flow(
  'wallet: transfers central → venue → central with 最大金额, venue → venue cannot be built, double tap once, 免转, 一键回收',
  async ({ page }) => {
    const member = newMember('trf');
    const token = await registerMember(member);
    await fundMember(member.name, 1000);
    const transfers: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/transfer')) transfers.push(request.headers()['idempotency-key'] ?? '');
    });

    // The token goes in on / (a members-only first route would already have sent the visitor to /login).
    await startWithToken(page, token);
    await open(page, '/transfer');
    const [first, second] = (await serverMoney(token)).venues;
    await expectVisible(page.getByRole('button', { name: `转入钱包 ${first.name}` }), 'the first venue as the default target');
    await expectPageAgrees(page, token, 'before any transfer');
    await shot(page, 'transfer');

    // Central → venue, all of it.
    await page.getByRole('button', { name: '最大金额' }).click();
    assert.equal(await amount(page).inputValue(), '1000.00');
    await page.getByRole('button', { name: '立即转账' }).click();
    await expectMessage(page, '转账成功');
    let money = await expectPageAgrees(page, token, 'after central → venue');
    assert.equal(money.central, '¥0.00');
    assert.equal(shown(money.venues[0].balance), '¥1,000.00');

    // Venue → central, all of it.
    await pick(page, '转出钱包', first.name);
    await pick(page, '转入钱包', '平台钱包');
    await page.getByRole('button', { name: '最大金额' }).click();
    assert.equal(await amount(page).inputValue(), '1000.00');
    await page.getByRole('button', { name: '立即转账' }).click();
    await expectMessage(page, '转账成功');
    money = await expectPageAgrees(page, token, 'after venue → central');
    assert.equal(money.central, '¥1,000.00');

    // Venue → venue cannot be built (docs/product.md §2): a venue as the target puts 平台钱包 as the source.
    await pick(page, '转入钱包', second.name);
    await expectVisible(page.getByRole('button', { name: '转出钱包 平台钱包' }), '平台钱包 as the source');
    const sent = transfers.length;

    // A double tap on 立即转账 moves the money once.
    await pick(page, '转出钱包', '平台钱包');
    await pick(page, '转入钱包', first.name);
    await amount(page).fill('100');
    await page.getByRole('button', { name: '立即转账' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expectMessage(page, '转账成功');
    await page.waitForTimeout(1000);
    money = await expectPageAgrees(page, token, 'after the double tap');
    assert.equal(money.central, '¥900.00', 'the double tap moved 100 once');
    assert.equal(transfers.length - sent, 1, 'one transfer request');
    assert.match(transfers[transfers.length - 1], /^[0-9a-f]{32}$/, 'the transfer carried an Idempotency-Key');

    // Money in a second venue too, for 一键回收.
    await pick(page, '转入钱包', second.name);
    await amount(page).fill('50');
    await page.getByRole('button', { name: '立即转账' }).click();
    await expectMessage(page, '转账成功');
    await expectPageAgrees(page, token, 'after the second venue transfer');
    await shot(page, 'transfer-done');
    await narrowShot(page, 'transfer-320');

    // The wallet picker.
    await page.getByRole('button', { name: /^转出钱包/ }).click();
    await expectVisible(page.getByRole('dialog', { name: '选择钱包' }), 'the wallet picker');
    await shot(page, 'transfer-picker');
    await page.getByRole('dialog', { name: '选择钱包' }).getByRole('button', { name: '关闭' }).click();

    // 自动免转 on: the manual form is gone; off: it is back. The server holds the flag.
    const toggle = page.getByRole('switch', { name: '自动免转' });
    await toggle.click();
    await expectMessage(page, '操作成功！');
    await expectHidden(page.getByRole('button', { name: '立即转账' }), 'the manual form');
    assert.equal((await serverMoney(token)).transferstatus, 1);
    await shot(page, 'transfer-auto-on');
    await page.waitForTimeout(2200);
    await toggle.click();
    await expectMessage(page, '操作成功！');
    await expectVisible(page.getByRole('button', { name: '立即转账' }), 'the manual form again');
    assert.equal((await serverMoney(token)).transferstatus, 0);
    // Let the toast (2 s) go before /money's screenshot; antd keeps its node after it fades.
    await page.waitForTimeout(2500);

    // /money: total, wallets, venues and the header balance agree; 一键回收 brings all back.
    await page.goto('/#/money');
    await waitForRoute(page, '/money');
    money = await expectPageAgrees(page, token, '/money');
    await expectVisible(page.getByText('总资产'), 'total assets');
    await expectVisible(page.locator('header').getByLabel('中心钱包').getByText(money.central), 'the header balance');
    await shot(page, 'money');
    // The page's own 一键回收 (the header has one too): the one under the venue list.
    await page.getByRole('region', { name: '场馆余额' }).getByRole('button', { name: '一键回收' }).click();
    await expectMessage(page, '回收成功');
    money = await expectPageAgrees(page, token, 'after 一键回收');
    assert.equal(money.central, '¥1,000.00');
    assert.ok(
      money.venues.every((v) => shown(v.balance) === '¥0.00'),
      'every venue is empty after 一键回收',
    );
    await expectVisible(page.locator('header').getByLabel('中心钱包').getByText('¥1,000.00'), 'the header balance after 一键回收');
    await shot(page, 'money-recycled');
    await narrowShot(page, 'money-320');
  },
);
