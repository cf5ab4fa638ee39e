// e2e-feature: cashier wallet promotions account games
import assert from 'node:assert/strict';
import { API_PATHS } from '@h5/api-contract';
import { memberCall } from './support/account';
import { newMember, registerMember } from './support/api';
import { NARROW_VIEWPORT, open, startWithToken, VIEWPORT } from './support/browser';
import { bindUsdt, decideDeposit, pendingDeposits } from './support/cashier';
import { baseUrl } from './support/env';
import { flow } from './support/flow';
import { inLanguage } from './support/languages';
import { shot } from './support/screens';
import { expectVisible } from './support/ui';
import { fundMember } from './support/wallet';
import type { Locator, Page } from 'playwright-core';

// The money screens' second design pass (docs/product.md §2): what is needed is said before the
// form, the copy and save buttons a phone needs on /payInfo, and nothing cut at 320 px, in
// Chinese and in English. Screenshots: design-<screen>-<zh|en>[-320].png.

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Screenshots at 375×667 and 320×568 with `part` in view (shot fails on sideways overflow). */
async function shots(page: Page, part: Locator, name: string) {
  for (const size of [VIEWPORT, NARROW_VIEWPORT]) {
    await page.setViewportSize(size);
    await part.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, size === VIEWPORT ? name : `${name}-320`);
  }
  await page.setViewportSize(VIEWPORT);
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

/** A member with an approved deposit of `yuan` (so its turnover is owed) and a USDT address. */
async function memberWithDeposit(prefix: string, yuan: number) {
  const member = newMember(prefix);
  const token = await registerMember(member);
  await bindUsdt(token, ADDRESS, 'TRC20', member.payPassword);
  const answer = (await memberCall(API_PATHS.recharge, { paytype: 'alipay', amount: yuan }, token)) as { code: number };
  assert.equal(answer.code, 200, 'the deposit is taken');
  const [deposit] = await pendingDeposits(member.name);
  await decideDeposit(deposit.order_no, 'approve');
  return { member, token };
}

flow(
  'design pass: /withdrawal says the turnover still owed before the form (立即取款 waits); /recharge disables 立即存款 with its reason when the day limit is used up',
  async ({ page }) => {
    const { token } = await memberWithDeposit('owe', 300);
    await startWithToken(page, token);
    await open(page, '/withdrawal');
    const notice = page.getByTestId('wagering-notice');
    await expectVisible(notice.getByText('打码量未完成，还需 ¥300.00 才能取款'), 'the turnover owed, before the form');
    const amount = page.getByRole('textbox', { name: '取款金额' });
    assert.ok((await top(notice)) < (await top(page.getByRole('button', { name: /^USDT地址/ }))), 'the notice comes before the form');
    assert.ok((await top(notice)) < (await top(amount)), 'the notice comes before the amount');
    assert.equal(await page.getByRole('button', { name: '立即取款' }).isDisabled(), true, '立即取款 waits for the turnover');
    await expectVisible(page.getByTestId('wagering').getByText('¥0.00 / ¥300.00'), 'done / required');
    await shots(page, notice, 'design-withdrawal-owed-zh');
    await inLanguage(page, 'en');
    await expectVisible(page.getByText('Turnover not complete: ¥300.00 more to go before you can withdraw'), 'the notice in English');
    await shots(page, page.getByTestId('wagering-notice'), 'design-withdrawal-owed-en');
    await inLanguage(page, 'zh-CN');

    // The day's limit at what is already deposited: nothing left, so 立即存款 says why before the form.
    const limit = (await memberCall('/api/protection/limit', { period: 'day', amount: '300' }, token)) as { code: number };
    assert.equal(limit.code, 200, 'the limit is set');
    await open(page, '/recharge');
    const reason = page.getByTestId('deposit-limit-used-up');
    await expectVisible(reason.getByText('本日存款限额已用完，暂时无法存款。限额可在“负责任博彩”中查看'), 'the reason, before the form');
    assert.ok((await top(reason)) < (await top(page.getByRole('textbox', { name: '存款金额' }))), 'the reason comes before the amount');
    const submit = page.getByRole('button', { name: '立即存款' });
    assert.equal(await submit.isDisabled(), true, '立即存款 is disabled');
    await shots(page, reason, 'design-recharge-limit-zh');
    // 320 px: the five ways on one strip, 支付宝 whole inside the screen.
    await page.setViewportSize(NARROW_VIEWPORT);
    const alipay = await page.getByRole('tab', { name: '支付宝' }).boundingBox();
    assert.ok(
      alipay && alipay.x >= 0 && alipay.x + alipay.width <= NARROW_VIEWPORT.width,
      `支付宝 whole at 320 px (${JSON.stringify(alipay)})`,
    );
    await page.setViewportSize(VIEWPORT);
    await inLanguage(page, 'en');
    await expectVisible(page.getByTestId('deposit-limit-used-up'), 'the reason in English');
    await shots(page, page.getByTestId('deposit-limit-used-up'), 'design-recharge-limit-en');
    await page.setViewportSize(NARROW_VIEWPORT);
    const alipayEn = await page.getByRole('tab', { name: 'Alipay' }).boundingBox();
    assert.ok(alipayEn && alipayEn.x + alipayEn.width <= NARROW_VIEWPORT.width, `Alipay whole at 320 px (${JSON.stringify(alipayEn)})`);
    await page.setViewportSize(VIEWPORT);
  },
);

flow(
  'design pass: /payInfo copies the order number, saves the Alipay code as a picture; USDT says its text, then the address, then the code',
  async ({ page }) => {
    const member = newMember('pay');
    const token = await registerMember(member);
    await bindUsdt(token, ADDRESS, 'TRC20', member.payPassword);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await startWithToken(page, token);
    await open(page, '/recharge');
    await page.getByRole('tab', { name: '支付宝' }).click();
    await page.getByRole('textbox', { name: '存款金额' }).fill('300');
    await page.getByRole('button', { name: '立即存款' }).click();
    await page.waitForURL(/\/payInfo\?deposit_no=D/);
    const no = new URL(page.url().replace('/#', '')).searchParams.get('deposit_no') ?? '';
    const order = page.getByTestId('pay-order-no');
    await expectVisible(order.getByText(no), 'the order number');
    await order.getByRole('button', { name: /复制/ }).click();
    await expectVisible(page.getByText('复制成功！').first(), 'the copy toast');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), no, 'the order number is on the clipboard');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '保存二维码' }).click()]);
    assert.equal(download.suggestedFilename(), `${no}.png`, 'the code is saved as a picture named by the order');
    await shots(page, page.getByTestId('pay-target'), 'design-payinfo-alipay-zh');
    await inLanguage(page, 'en');
    await expectVisible(page.getByRole('button', { name: 'Save QR code' }), '保存二维码 in English');
    await shots(page, page.getByTestId('pay-target'), 'design-payinfo-alipay-en');
    await inLanguage(page, 'zh-CN');

    await open(page, '/recharge');
    await page.getByRole('tab', { name: 'USDT' }).click();
    await page.getByRole('textbox', { name: '存款金额' }).fill('100');
    await page.getByRole('button', { name: '立即存款' }).click();
    await page.waitForURL(/\/payInfo\?deposit_no=D/);
    const text = page.getByText('请向以下地址转账USDT，到账后自动上分');
    const address = page.getByTestId('pay-address');
    const qr = page.getByRole('img', { name: '付款二维码' });
    await expectVisible(qr, 'the USDT code');
    assert.ok((await top(text)) < (await top(address)), '以下地址: the address comes under the text');
    assert.ok((await top(address)) < (await top(qr)), 'the code comes under the address');
    await shots(page, address, 'design-payinfo-usdt-zh');
    await inLanguage(page, 'en');
    await shots(page, page.getByTestId('pay-address'), 'design-payinfo-usdt-en');
  },
);

flow(
  'design pass: /transfer starts its form within the first screen and a venue row brings it into view; the menu shows 永久域名 whole; the VIP card, the red-packet rules and 账户活动 in both languages',
  async ({ page }) => {
    const member = newMember('dsn');
    const token = await registerMember(member);
    await fundMember(member.name, 500);
    await startWithToken(page, token);
    await open(page, '/transfer');
    for (const locale of ['zh-CN', 'en'] as const) {
      const tag = locale === 'en' ? 'en' : 'zh';
      await inLanguage(page, locale);
      await page.setViewportSize(NARROW_VIEWPORT);
      const form = page.getByTestId('transfer-form');
      await expectVisible(form, 'the transfer form');
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.ok((await top(form)) < NARROW_VIEWPORT.height, `the form starts within the first screen at 320 px (${await top(form)})`);
      await shot(page, `design-transfer-${tag}-320`);
      await page.setViewportSize(VIEWPORT);
      await shot(page, `design-transfer-${tag}`);
      // A venue row (below the form): the form comes into view with the amount focused.
      const venueRow = page.getByRole('button', { name: locale === 'en' ? /Transfer to main wallet$/ : /转出到平台钱包$/ }).first();
      await venueRow.scrollIntoViewIfNeeded();
      await venueRow.click();
      const amount = page.getByRole('textbox', { name: locale === 'en' ? /amount/i : '转账金额' });
      await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
      assert.ok(await amount.evaluate((el) => el === document.activeElement), 'the amount is focused');
      await page.waitForTimeout(600);
      const box = await amount.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= VIEWPORT.height, `the amount is in view after the tap (${JSON.stringify(box)})`);
    }

    // 永久域名: the address is whole (wrapping), not cut with an ellipsis, at 320 px.
    await inLanguage(page, 'zh-CN');
    await open(page, '/money');
    for (const locale of ['zh-CN', 'en'] as const) {
      const tag = locale === 'en' ? 'en' : 'zh';
      await inLanguage(page, locale);
      await page.setViewportSize(NARROW_VIEWPORT);
      await page.getByRole('button', { name: locale === 'en' ? 'Open menu' : '打开菜单', exact: true }).click();
      const menu = page.getByRole('dialog');
      await expectVisible(menu, 'the left menu');
      const url = (await memberCall(API_PATHS.app, {}, token)) as { data: { h5_url: string } };
      const domain = menu.getByText(url.data.h5_url, { exact: true });
      await expectVisible(domain, 'the permanent address');
      const cut = await domain.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis');
      assert.equal(cut, false, 'the address is shown whole');
      await domain.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `design-menu-${tag}-320`);
      await page.setViewportSize(VIEWPORT);
      await shot(page, `design-menu-${tag}`);
      await page.keyboard.press('Escape');
    }
  },
);

flow(
  "design pass: the VIP card (the level's requirements apart from the member's own figures), the red-packet rules and 账户活动 with ¥, in both languages",
  async ({ page }) => {
    const member = newMember('dsv');
    const token = await registerMember(member);
    await startWithToken(page, token);
    for (const [route, part, name] of [
      ['/vip', 'vip-card', 'vip'],
      ['/responsibleGaming', null, 'statement'],
      ['/hongbao', null, 'hongbao'],
    ] as const) {
      for (const locale of ['zh-CN', 'en'] as const) {
        await inLanguage(page, locale);
        await open(page, route);
        const target = part ? page.getByTestId(part) : page.getByRole('table').first();
        await expectVisible(target, `${route}'s part`);
        await shots(page, target, `design-${name}-${locale === 'en' ? 'en' : 'zh'}`);
      }
      if (route === '/responsibleGaming') {
        await inLanguage(page, 'zh-CN');
        await open(page, route);
        await expectVisible(page.getByRole('table').getByText('¥0.00').first(), '账户活动 with its ¥');
      }
      if (route === '/vip') {
        await inLanguage(page, 'zh-CN');
        await open(page, route);
        await expectVisible(page.getByTestId('vip-progress').getByText('我的累计存款'), "the member's own figures apart");
      }
    }
  },
);

flow('design pass: home at 320 px — the download card subtitle whole, the English red-packet label inside its lane', async ({ page }) => {
  const member = newMember('hom');
  const token = await registerMember(member);
  await startWithToken(page, token);
  await open(page, '/');
  for (const locale of ['zh-CN', 'en'] as const) {
    const tag = locale === 'en' ? 'en' : 'zh';
    await inLanguage(page, locale);
    await page.setViewportSize(NARROW_VIEWPORT);
    const subtitle = page.locator('#home-app-card-title + p');
    await expectVisible(subtitle, 'the download card subtitle');
    assert.equal(await subtitle.evaluate((el) => el.scrollWidth > el.clientWidth + 1), false, 'the subtitle is whole');
    const label = page.locator(`a[href$="/hongbao"] span`).first();
    if (await label.isVisible()) {
      const box = await label.boundingBox();
      // The float's lane: 12 + 52 + 8 px from the right edge (red-packet-lane.ts).
      assert.ok(
        box && box.x >= NARROW_VIEWPORT.width - 72 && box.x + box.width <= NARROW_VIEWPORT.width,
        `the label in its lane (${JSON.stringify(box)})`,
      );
    }
    await shot(page, `design-home-${tag}-320`);
    await page.setViewportSize(VIEWPORT);
    await shot(page, `design-home-${tag}`);
  }
});
