import assert from 'node:assert/strict';
import { setConfig } from './support/api';
import { currentRoute, open, waitForApp } from './support/browser';
import { flow } from './support/flow';
import { waitForQuietNetwork } from './support/network';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';
import type { Page } from 'playwright-core';

// The welcome text closed once stays closed that day on this device, comes back
// when the operator edits it, and offers 去存款 when the operator says it announces an offer.

const FIRST = '新会员首存即享100%优惠，最高可领888元。';
const EDITED = '周末存款加赠10%，本周日24点截止。';

/** The welcome text after a reload: shown, or (after the page has settled) not. */
async function afterReload(page: Page, text: string, shown: boolean) {
  await page.reload();
  await waitForApp(page);
  if (shown) return expectVisible(page.getByRole('dialog').getByText(text), 'the welcome text');
  // The modal opens once the page is idle and the app info answered: give it that time.
  await waitForQuietNetwork(page);
  await page.waitForTimeout(1500);
  await expectHidden(page.getByRole('dialog'), 'no welcome text');
}

flow(
  'welcome text: 今日不再提示 keeps it closed across reloads that day, an operator edit brings it back; 去存款 → /recharge',
  async ({ page }) => {
    await setConfig('webcontent', `<p>${FIRST}</p>`);
    await setConfig('index_modal_recharge', '1');
    await setConfig('index_modal', '1');
    await open(page, '/');
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(FIRST), 'the welcome text');
    await expectVisible(dialog.getByRole('checkbox', { name: '今日不再提示' }), '今日不再提示, ticked');
    assert.equal(await dialog.getByRole('checkbox', { name: '今日不再提示' }).isChecked(), true);
    await expectVisible(dialog.getByRole('button', { name: '去存款' }), '去存款');
    await shot(page, 'polish-welcome-offer');
    await narrowShot(page, 'polish-welcome-offer-320');

    await dialog.getByRole('button', { name: /^关闭/ }).click();
    await expectHidden(dialog, 'the welcome text after closing');
    await afterReload(page, FIRST, false);
    await afterReload(page, FIRST, false);

    // The operator edits the text: it is shown again, once more.
    await setConfig('webcontent', `<p>${EDITED}</p>`);
    await afterReload(page, EDITED, true);

    // 去存款: a visitor is asked to log in first, then lands on /recharge.
    await page.getByRole('dialog').getByRole('button', { name: '去存款' }).click();
    await expectHidden(page.getByRole('dialog').getByText(EDITED), 'the welcome text after 去存款');
    await page.waitForURL(/recharge/);
    assert.match(currentRoute(page), /^\/login\?redirect=%2Frecharge$/);
    await afterReload(page, EDITED, false);

    // Without the operator's offer setting there is no 去存款.
    await setConfig('index_modal_recharge', '0');
    await setConfig('webcontent', `<p>${FIRST}</p>`);
    // Back on / (a hash change within the page), then a new load: the edited text was closed, this one was not.
    await open(page, '/');
    await afterReload(page, FIRST, true);
    await expectHidden(page.getByRole('dialog').getByRole('button', { name: '去存款' }), 'no 去存款');
  },
);
