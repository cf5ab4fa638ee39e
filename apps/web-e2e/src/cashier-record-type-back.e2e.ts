// e2e-feature: cashier
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { currentRoute, open, startWithToken, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';

// /transRecord's type picker holds a history entry while open (docs/architecture.md §8). What a
// player expects after choosing 取款: the list of withdrawals; one back then leaves the screen
// for the one before (here /mine), as a type chosen in place is no page of its own. Back never
// reopens the picker and never needs a second press, however many types were tried.

flow("cashier: after choosing a type in /transRecord's picker, one back returns to /mine", async ({ page }) => {
  const token = await registerMember(newMember('rtb'));
  await startWithToken(page, token);
  await open(page, '/mine');
  await page.getByRole('link', { name: /交易记录/ }).click();
  await waitForRoute(page, '/transRecord');
  const picker = page.getByRole('dialog', { name: '选择类型' });

  await page.getByRole('button', { name: '类型 存款' }).click();
  await expectVisible(picker, 'the type picker');
  await shot(page, 'cashier-record-type-picker');
  await narrowShot(page, 'cashier-record-type-picker-320');
  await picker.getByRole('option', { name: '取款' }).click();
  await waitForRoute(page, '/transRecord?type=2');
  await expectHidden(picker, 'the picker after the choice');
  await expectVisible(page.getByRole('button', { name: '类型 取款' }), 'the type 取款');
  await shot(page, 'cashier-record-type-chosen');

  // Another two choices, then back once: /mine, not a type before, not the picker.
  for (const [name, type] of [
    ['转入', 3],
    ['转出', 4],
  ] as const) {
    await page.getByRole('button', { name: /^类型 / }).click();
    await picker.getByRole('option', { name }).click();
    await waitForRoute(page, `/transRecord?type=${type}`);
  }
  await page.goBack();
  await waitForRoute(page, '/mine');
  await page.waitForTimeout(500);
  assert.equal(currentRoute(page), '/mine', 'one back left the screen, and stayed');
  assert.equal(await picker.count(), 0, 'no picker reopened');

  // Back on the open picker closes it and keeps the type.
  await page.goForward();
  await waitForRoute(page, '/transRecord?type=4');
  await page.getByRole('button', { name: '类型 转出' }).click();
  await expectVisible(picker, 'the type picker again');
  await page.goBack();
  await expectHidden(picker, 'the picker after back');
  assert.equal(currentRoute(page), '/transRecord?type=4', 'back on the picker stays on the screen and its type');
});
