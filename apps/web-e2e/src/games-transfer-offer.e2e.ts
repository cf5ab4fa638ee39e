// e2e-feature: games
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { NARROW_VIEWPORT, open, startWithToken, VIEWPORT, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { countCalls, setAutoTransfer } from './support/games';
import { inLanguage } from './support/languages';
import { shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';
import { fundMember, serverMoney, shown } from './support/wallet';
import type { Page } from 'playwright-core';

// docs/product.md §2 Home: a member opening a game in a venue that holds ¥0 while the central
// wallet holds money is offered to move it in first, through the transfer call /transfer uses.
// Screenshots: games-transfer-offer-<zh|en>[-320].png.

const GAME = '财神到';
const VENUE = 'obgdy';
const GAME_ROUTE = '/gamePage?name=obgdy&type=ob001&code=concise';

async function shots(page: Page, name: string) {
  await shot(page, name);
  await page.setViewportSize(NARROW_VIEWPORT);
  await shot(page, `${name}-320`);
  await page.setViewportSize(VIEWPORT);
}

const venueBalance = async (token: string) => {
  const venue = (await serverMoney(token)).venues.find((v) => v.platname === VENUE);
  assert.ok(venue, `${VENUE} in the venue list`);
  return shown(venue.balance);
};

flow('games: a venue at ¥0 offers to move money in; 转入并进入游戏 moves what was typed, then the game opens with it', async ({ page }) => {
  const member = newMember('tro');
  const token = await registerMember(member);
  await fundMember(member.name, 500);
  await setAutoTransfer(token, false);
  const transfers = countCalls(page, '/api/transfer');

  // English first: the same offer, the player's language.
  await startWithToken(page, token, '/concise?type=obgdy');
  await inLanguage(page, 'en');
  await page.getByRole('button', { name: GAME }).click();
  let dialog = page.getByRole('dialog', { name: 'Move money into the game' });
  await expectVisible(dialog.getByText(/main wallet holds ¥500\.00/), 'the offer in English');
  await shots(page, 'games-transfer-offer-en');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectHidden(dialog, 'the offer after its ×');
  assert.equal(await venueBalance(token), '¥0.00', 'closing moved nothing');

  await inLanguage(page, 'zh-CN');
  await page.getByRole('button', { name: GAME }).click();
  dialog = page.getByRole('dialog', { name: '转入游戏余额' });
  await expectVisible(dialog.getByText('OB电子余额为 ¥0.00，中心钱包有 ¥500.00。转入后即可在游戏中使用。'), 'the offer');
  const amount = dialog.getByLabel(/转入金额/);
  assert.equal(await amount.inputValue(), '500.00', 'the central wallet offered');
  await shots(page, 'games-transfer-offer-zh');

  // Back closes the offer and stays on the list (docs/architecture.md §8).
  await page.goBack();
  await expectHidden(dialog, 'the offer after back');
  assert.match(page.url(), /#\/concise\?type=obgdy$/);

  await page.getByRole('button', { name: GAME }).click();
  await amount.fill('200');
  await dialog.getByRole('button', { name: '转入并进入游戏' }).click();
  await waitForRoute(page, GAME_ROUTE);
  const frame = page.frameLocator('iframe[title="游戏页面"]');
  await expectVisible(frame.getByText('200.00', { exact: true }), 'the venue balance in the game');
  assert.equal(transfers.bodies.length, 1, 'one transfer');
  assert.deepEqual(JSON.parse(transfers.bodies[0]), { amount: '200', sourcetype: 'userbalance', targettype: VENUE });
  const money = await serverMoney(token);
  assert.equal(money.central, '¥300.00', 'the central wallet gave 200');
  assert.equal(await venueBalance(token), '¥200.00', 'the venue holds 200');

  // Back on the list, the venue holds money now: the game opens at once.
  await page.goBack();
  await waitForRoute(page, '/concise?type=obgdy');
  await page.getByRole('button', { name: GAME }).click();
  await waitForRoute(page, GAME_ROUTE);
  assert.equal(transfers.bodies.length, 1, 'no second transfer');
});

flow('games: 直接进入 opens the game without moving money; with 自动免转 on there is no offer', async ({ page }) => {
  const member = newMember('trd');
  const token = await registerMember(member);
  await fundMember(member.name, 300);
  await setAutoTransfer(token, false);
  await startWithToken(page, token, '/concise?type=obgdy');
  await page.getByRole('button', { name: GAME }).click();
  await page.getByRole('dialog', { name: '转入游戏余额' }).getByRole('button', { name: '直接进入' }).click();
  await waitForRoute(page, GAME_ROUTE);
  assert.equal((await serverMoney(token)).central, '¥300.00', '直接进入 moved nothing');
  assert.equal(await venueBalance(token), '¥0.00');

  await setAutoTransfer(token, true);
  await open(page, '/concise?type=obgdy');
  await page.getByRole('button', { name: GAME }).click();
  await waitForRoute(page, GAME_ROUTE);
  assert.equal(await page.getByRole('dialog', { name: '转入游戏余额' }).count(), 0, 'no offer with 自动免转 on');
  assert.equal(await venueBalance(token), '¥300.00', 'the server moved it (自动免转)');
});
