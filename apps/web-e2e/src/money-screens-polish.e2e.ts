// e2e-feature: wallet cashier
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { newMember, registerMember } from './support/api';
import { NARROW_VIEWPORT, open, startWithToken } from './support/browser';
import { bindUsdt } from './support/cashier';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectMessage, expectVisible } from './support/ui';
import { fundMember, serverMoney, shown } from './support/wallet';
import type { Locator, Page } from 'playwright-core';

// The money screens made effortless — /transfer builds only possible transfers and
// says what the source holds, /recharge offers quick amounts, /payInfo shows a QR that scans.

async function pick(page: Page, field: '转出钱包' | '转入钱包', wallet: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const popup = page.getByRole('dialog', { name: '选择钱包' });
  await popup.getByRole('option', { name: new RegExp(`^${wallet}`) }).click();
  await expectHidden(popup, 'the wallet picker');
}

const wallets = (page: Page, source: string, target: string) =>
  Promise.all([
    expectVisible(page.getByRole('button', { name: `转出钱包 ${source}` }), `${source} as the source`),
    expectVisible(page.getByRole('button', { name: `转入钱包 ${target}` }), `${target} as the target`),
  ]);

/** Screenshots at 375 and 320 px with `part` in the middle of the screen (the form, the QR). */
async function shotsOf(page: Page, part: Locator, name: string) {
  const centre = () => part.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await centre();
  await shot(page, name);
  await page.setViewportSize(NARROW_VIEWPORT);
  await centre();
  await narrowShot(page, `${name}-320`);
}

/** What a phone's camera would read: the QR's pixels from a screenshot, decoded by jsQR. */
async function decodeQr(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

flow(
  'wallet: /transfer — a venue as the source puts 平台钱包 as the target with 可转 its balance; the swap turns it round',
  async ({ page }) => {
    const member = newMember('pol');
    const token = await registerMember(member);
    await fundMember(member.name, 1000);
    await startWithToken(page, token);
    await open(page, '/transfer');
    const [venue] = (await serverMoney(token)).venues;
    await wallets(page, '平台钱包', venue.name);
    await expectVisible(page.getByText('可转 ¥1,000.00'), '可转 with the central balance');

    // 300 into the first venue, so it holds something.
    await page.getByRole('textbox', { name: '转账金额' }).fill('300');
    await page.getByRole('button', { name: '立即转账' }).click();
    await expectMessage(page, '转账成功');
    assert.equal(shown((await serverMoney(token)).venues[0].balance), '¥300.00');

    // The venue as the source: the target becomes 平台钱包 at once, 可转 is the venue's balance.
    await pick(page, '转出钱包', venue.name);
    await wallets(page, venue.name, '平台钱包');
    await expectVisible(page.getByText('可转 ¥300.00'), '可转 with the venue balance');
    // The form in view: the two pickers, the swap control between them and 可转 beside the amount.
    await shotsOf(page, page.getByRole('button', { name: '交换转出与转入钱包' }), 'polish-transfer-venue-source');

    // The swap: 平台钱包 → the venue, 可转 the central balance (1000 − 300).
    await page.getByRole('button', { name: '交换转出与转入钱包' }).click();
    await wallets(page, '平台钱包', venue.name);
    await expectVisible(page.getByText('可转 ¥700.00'), '可转 after the swap');
    // And back, then all of it out of the venue with 最大金额.
    await page.getByRole('button', { name: '交换转出与转入钱包' }).click();
    await wallets(page, venue.name, '平台钱包');
    await page.getByRole('button', { name: '最大金额' }).click();
    assert.equal(await page.getByRole('textbox', { name: '转账金额' }).inputValue(), '300.00');
    await page.getByRole('button', { name: '立即转账' }).click();
    await expectMessage(page, '转账成功');
    const money = await serverMoney(token);
    assert.equal(money.central, '¥1,000.00');
    await expectVisible(page.getByText('可转 ¥0.00'), '可转 follows the venue list after the transfer');
  },
);

flow(
  'cashier: /recharge quick amounts fill the field; /payInfo for USDT shows a QR that decodes to the receiving address',
  async ({ page }) => {
    const member = newMember('qr');
    const token = await registerMember(member);
    await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
    await startWithToken(page, token);
    await open(page, '/recharge');
    await page.getByRole('tab', { name: 'USDT' }).click();
    const chips = page.getByRole('group', { name: '快捷金额' }).getByRole('button');
    await expectVisible(chips.first(), 'the quick amounts');
    // USDT TRC20's demo range is 100–50000: all four.
    assert.deepEqual(await chips.allInnerTexts(), ['100', '500', '1000', '5000']);
    await page.getByRole('button', { name: '1000元' }).click();
    assert.equal(await page.getByRole('textbox', { name: '存款金额' }).inputValue(), '1000');
    await shotsOf(page, page.getByRole('group', { name: '快捷金额' }), 'polish-recharge-chips');

    await page.getByRole('button', { name: '立即存款' }).click();
    await page.waitForURL(/\/payInfo\?deposit_no=D/);
    const qr = page.getByRole('img', { name: '付款二维码' });
    await expectVisible(qr, 'the QR code');
    const address = (await page.getByTestId('pay-address').locator('span').first().innerText()).trim();
    assert.match(address, /^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'a TRC20 address');
    assert.equal(await decodeQr(qr), address, 'the QR says the receiving address');
    await shotsOf(page, qr, 'polish-payinfo-usdt-qr');
  },
);
