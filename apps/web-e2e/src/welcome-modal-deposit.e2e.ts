import assert from 'node:assert/strict';
import { newMember, registerMember, setConfig } from './support/api';
import { currentRoute, NARROW_VIEWPORT, startWithToken, VIEWPORT, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { inLanguage } from './support/languages';
import { shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';
import { fundMember } from './support/wallet';
import type { Page } from 'playwright-core';

// docs/product.md "Shell": the welcome modal offers 去存款 (to /recharge) to a member whose central
// wallet is at ¥0.00, even when the operator's text announces no offer; a member with money is not
// asked. Screenshots: welcome-deposit-<zh|en>[-320].png.

const TEXT = '欢迎加入，祝您游戏愉快。';

async function shots(page: Page, name: string) {
  await shot(page, name);
  await page.setViewportSize(NARROW_VIEWPORT);
  await shot(page, `${name}-320`);
  await page.setViewportSize(VIEWPORT);
}

flow('welcome modal: a member at ¥0.00 is offered 去存款, which leads to /recharge; a member with money is not', async ({ page }) => {
  await setConfig('webcontent', `<p>${TEXT}</p>`);
  await setConfig('index_modal_recharge', '0');
  await setConfig('index_modal', '1');

  const token = await registerMember(newMember('wel'));
  await startWithToken(page, token);
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText(TEXT), 'the welcome text');
  // 今日不再提示 unticked: closing keeps no memory, so the language switch below shows it again.
  await dialog.getByRole('checkbox', { name: '今日不再提示' }).uncheck();
  await expectVisible(dialog.getByRole('button', { name: '去存款' }), '去存款 for a member at ¥0.00');
  await shots(page, 'welcome-deposit-zh');

  await inLanguage(page, 'en');
  await expectVisible(page.getByRole('dialog').getByRole('button', { name: 'Deposit now' }), 'Deposit now in English');
  await shots(page, 'welcome-deposit-en');
  await inLanguage(page, 'zh-CN');

  await page.getByRole('dialog').getByRole('button', { name: '去存款' }).click();
  await waitForRoute(page, '/recharge');
  await expectHidden(page.getByRole('dialog').getByText(TEXT), 'the welcome text after 去存款');
  assert.equal(currentRoute(page), '/recharge');

  // A member with money: the welcome text without 去存款.
  const rich = newMember('wem');
  const richToken = await registerMember(rich);
  await fundMember(rich.name, 100);
  await page.evaluate(() => localStorage.removeItem('welcomeDismissed'));
  await startWithToken(page, richToken);
  await expectVisible(page.getByRole('dialog').getByText(TEXT), 'the welcome text for a member with money');
  await expectVisible(page.getByLabel('中心钱包', { exact: true }).getByText(/100\.00/), 'the balance in the header');
  assert.equal(await page.getByRole('dialog').getByRole('button', { name: '去存款' }).count(), 0, 'no 去存款 with money');
});
