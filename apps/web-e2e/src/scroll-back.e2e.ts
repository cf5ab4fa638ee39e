import assert from 'node:assert/strict';
import { API_PATHS } from '@h5/api-contract';
import { memberCall } from './support/account';
import { newMember, registerMember } from './support/api';
import { currentRoute, open, startWithToken, waitForRoute } from './support/browser';
import { bindUsdt } from './support/cashier';
import { flow } from './support/flow';
import { shot } from './support/screens';
import { SPEC } from './support/spec-texts';
import { expectVisible } from './support/ui';
import { fundMember } from './support/wallet';
import type { Locator, Page } from 'playwright-core';

// Back returns to where the player was (docs/product.md §2, apps/web/src/routes/scroll-memory.ts):
// the scroll position of that history entry, and the tab chosen on it (home's category, /recharge's
// pay way, /transRecord's type). Each screen is scrolled, left for another screen, and come back to.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window so that `target` is in view, and returns how far it is scrolled (must be a real distance). */
async function scrollTo(page: Page, target: Locator, what: string): Promise<number> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Let the scroll listener record it.
  await page.waitForTimeout(200);
  const y = await scrollY(page);
  assert.ok(y > 100, `${what} lies far enough down to scroll to (scrollY ${y})`);
  return y;
}

/** Back landed and the screen came back to `y` (within 3 px: the browser rounds sub-pixels). */
async function expectScrolledBackTo(page: Page, y: number, what: string): Promise<void> {
  await page
    .waitForFunction((want) => Math.abs(window.scrollY - want) <= 3, y, { timeout: 5000 })
    .catch(async () => assert.fail(`${what}: scrollY ${await scrollY(page)}, was ${y} before leaving`));
}

/** An in-app navigation, as a tap on a link does (no page load). */
const goInApp = (page: Page, route: string) => page.evaluate((hash) => (window.location.hash = hash), `#${route}`);

flow('scroll back: home keeps its category and scroll position when a player comes back from /concise', async ({ page }) => {
  await open(page, '/');
  await expectVisible(page.getByText('1 / 4', { exact: true }), 'the home screen');
  await page.getByRole('tab', { name: new RegExp(`^${SPEC.categories[4]}`) }).click();
  const entry = page.getByRole('link', { name: new RegExp(`^${SPEC.conciseTabs[3]}`) });
  const y = await scrollTo(page, entry, "the 电子 category's last fixed entry");
  await shot(page, 'scroll-back-home-scrolled');
  await entry.click();
  await waitForRoute(page, '/concise?type=ae');
  assert.equal(await scrollY(page), 0, 'a new screen starts at the top');

  await page.goBack();
  await waitForRoute(page, '/');
  await expectScrolledBackTo(page, y, 'home after back');
  await expectVisible(
    page.getByRole('tab', { name: new RegExp(`^${SPEC.categories[4]}`), selected: true }),
    'the 电子 category still chosen',
  );
  await shot(page, 'scroll-back-home-returned');
});

flow(
  'scroll back: /transRecord keeps its type and scroll position, /recharge its pay way, after another screen and back',
  async ({ page }) => {
    const member = newMember('scr');
    const token = await registerMember(member);
    await fundMember(member.name, 1000);
    await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
    // A long list of transfers into a venue: 转入 records.
    for (let i = 0; i < 16; i += 1) {
      const answer = (await memberCall(API_PATHS.transfer, { amount: 10 + i, sourcetype: 'userbalance', targettype: 'ag' }, token)) as {
        code: number;
      };
      assert.equal(answer.code, 200, 'a transfer for the record list');
    }

    await startWithToken(page, token);
    // Reached as a player does (a push from /mine's 交易记录), so its history entry is the router's.
    await open(page, '/mine');
    await page.getByRole('link', { name: /交易记录/ }).click();
    await waitForRoute(page, '/transRecord');
    await page.getByRole('button', { name: '类型 存款' }).click();
    await page.getByRole('dialog', { name: '选择类型' }).getByRole('option', { name: '转入' }).click();
    await waitForRoute(page, '/transRecord?type=3');
    const rows = page.getByRole('listitem').filter({ hasText: '¥' });
    await expectVisible(rows.nth(7), 'eight transfer rows');
    const y = await scrollTo(page, rows.nth(7), 'the eighth record');
    await shot(page, 'scroll-back-records-scrolled');

    // Away without scrolling up first (the header is above it): an in-app link's navigation.
    await goInApp(page, '/vip');
    await waitForRoute(page, '/vip');
    await page.goBack();
    await waitForRoute(page, '/transRecord?type=3');
    await expectScrolledBackTo(page, y, '/transRecord after back');
    await expectVisible(page.getByRole('button', { name: '类型 转入' }), 'the type 转入 still chosen');
    assert.equal(await page.getByRole('dialog', { name: '选择类型' }).count(), 0, 'the type picker stays closed');
    await shot(page, 'scroll-back-records-returned');

    // /recharge: the USDT way, then its 了解USDT page, then back.
    await open(page, '/recharge');
    // Another way first (bank transfer), so coming back on USDT is the choice kept, not the default.
    await expectVisible(page.getByRole('tab', { name: 'USDT', selected: false }), 'the USDT tab, not chosen yet');
    await page.getByRole('tab', { name: 'USDT' }).click();
    await expectVisible(page.getByRole('tab', { name: 'USDT', selected: true }), 'the USDT way');
    const more = page.getByRole('link', { name: /了解USDT/ });
    await more.click();
    await waitForRoute(page, '/usdtmore');
    await page.goBack();
    await waitForRoute(page, '/recharge');
    await expectVisible(page.getByRole('tab', { name: 'USDT', selected: true }), 'the USDT way still chosen after back');
    assert.equal(currentRoute(page), '/recharge');
    await shot(page, 'scroll-back-recharge-returned');
  },
);
