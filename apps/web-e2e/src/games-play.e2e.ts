// e2e-feature: games
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { currentRoute, open, startWithToken, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { betBigInFrame, countCalls, expectAxeClean, fen, setAutoTransfer } from './support/games';
import { shot } from './support/screens';
import { SPEC } from './support/spec-texts';
import { expectMessage, expectVisible } from './support/ui';
import { fundMember, serverMoney, shown } from './support/wallet';

const GAMELIST = '/api/gamelistBycode';
const TABS = SPEC.conciseTabs;

flow('games: a visitor tapping a slot game on /concise is told 请登录！', async ({ page }) => {
  await open(page, '/concise');
  await expectVisible(page.getByRole('button', { name: '财神到' }), 'the OB电子 games');
  await shot(page, 'games-concise-visitor');
  await expectAxeClean(page, '/concise as a visitor');
  await page.getByRole('button', { name: '财神到' }).click();
  await expectMessage(page, SPEC.loginRequired);
  assert.equal(currentRoute(page), '/concise', 'the visitor stays on the list');
});

flow(
  'games: a member switches the four tabs (each fetched once), opens a game with 免转, bets, comes back; /money shows the ledger',
  async ({ page }) => {
    const member = newMember('gam');
    const token = await registerMember(member);
    await fundMember(member.name, 1000);
    await setAutoTransfer(token, true);
    const lists = countCalls(page, GAMELIST);

    // From home's slot category, as a player gets there.
    await startWithToken(page, token);
    await page.getByText(SPEC.categories[4], { exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`^${TABS[0]}`) }).click();
    await waitForRoute(page, '/concise?type=obgdy');
    await expectVisible(page.getByRole('button', { name: '财神到' }), 'the OB电子 games');
    await shot(page, 'games-concise-obgdy');

    // Every tab once, then two of them again: the revisits ask nothing.
    for (const [i, tab] of [...TABS.slice(1), TABS[0], TABS[1]].entries()) {
      await page.getByRole('tab', { name: tab }).click();
      await expectVisible(page.getByRole('region', { name: `${tab}游戏列表` }).getByRole('button', { name: '财神到' }), `${tab}'s games`);
      if (i < 3) await shot(page, `games-concise-tab-${i + 2}`);
    }
    const asked = lists.bodies.map((body) => (JSON.parse(body) as { platform_name: string }).platform_name);
    assert.deepEqual(asked, ['obgdy', 'fgdz', 'pp', 'ae'], `one gamelistBycode per tab, by platform_name (saw ${asked.join(', ')})`);
    await expectAxeClean(page, '/concise as a member');

    // Opening OB电子's 财神到 with 免转 on: the central wallet moves into the venue.
    await page.getByRole('tab', { name: TABS[0] }).click();
    await page.getByRole('button', { name: '财神到' }).click();
    await waitForRoute(page, '/gamePage?name=obgdy&type=ob001&code=concise');
    const frame = page.frameLocator('iframe[title="游戏页面"]');
    await expectVisible(frame.getByText('1000.00', { exact: true }), 'the venue balance in the game');
    let money = await serverMoney(token);
    const venue = money.venues.find((v) => v.platname === 'obgdy');
    assert.ok(venue, 'OB电子 in the venue list');
    assert.equal(money.central, '¥0.00', 'auto-transfer emptied the central wallet');
    assert.equal(shown(venue.balance), '¥1,000.00', 'auto-transfer moved everything into OB电子');
    await shot(page, 'games-game-page');
    await expectAxeClean(page, '/gamePage with the demo venue');

    // Three rounds of dice in the frame.
    let expected = fen('1000.00');
    for (let round = 0; round < 3; round += 1) {
      const bet = await betBigInFrame(page, frame);
      expected += bet.winLossFen;
      assert.equal(bet.balanceFen, expected, `round ${round + 1}: the venue balance follows the result`);
    }
    await shot(page, 'games-game-page-after-bets');

    // Back, then the wallet: the venue balance the bets left, as the server's ledger holds it.
    await page.getByRole('button', { name: '返回', exact: true }).first().click();
    await waitForRoute(page, '/concise?type=obgdy');
    await open(page, '/money');
    money = await serverMoney(token);
    const after = money.venues.find((v) => v.platname === 'obgdy');
    assert.ok(after);
    assert.equal(fen(after.balance), expected, 'the server holds what the bets left');
    const row = `${after.name}\n${shown(after.balance)}`;
    const main = page.getByRole('main');
    await expectVisible(main.getByText(after.name, { exact: true }), 'OB电子 on /money');
    const deadline = Date.now() + 15_000;
    while (!(await main.innerText()).includes(row)) {
      if (Date.now() > deadline) throw new Error(`/money does not show ${JSON.stringify(row)}`);
      await page.waitForTimeout(200);
    }
    assert.ok((await main.innerText()).includes(money.game), `/money's game wallet ${money.game}`);
    await shot(page, 'games-money-after-play');
  },
);
