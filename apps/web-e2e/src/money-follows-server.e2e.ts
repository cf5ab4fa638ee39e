// e2e-feature: wallet cashier account
import assert from 'node:assert/strict';
import {
  adjustBalance,
  decideDepositOrder,
  decideWithdrawalOrder,
  newMember,
  pendingOrdersOf,
  registerMember,
  settleBet,
} from './support/api';
import { startWithToken, waitForRoute, WAIT_MS } from './support/browser';
import { flow } from './support/flow';
import { expectFollows, prepareMoney, readBooks, shownFen, type Books, type Expected } from './support/money-follows';
import { narrowShot, shot } from './support/screens';
import type { Page } from 'playwright-core';

/** docs/product.md §9's poll interval of each screen; /mine has no header and polls at the header's 4300 ms. */
const SCREENS = {
  '/money': 3500,
  '/mine': 4300,
  '/transfer': 1500,
  '/withdrawal': 3500,
} as const;
type Screen = keyof typeof SCREENS;

/** Every money figure the screen shows, as the books hold it. */
function expectedOn(screen: Screen, books: Books, venue: string): Expected {
  const central = shownFen(books.central);
  const game = shownFen(books.game);
  const venueShown = shownFen(books.venues.get(venue) ?? 0);
  switch (screen) {
    case '/money':
      return { 总资产: shownFen(books.central + books.game), 中心钱包: central, 游戏钱包: game, header: central, [venue]: venueShown };
    case '/withdrawal':
      return { 总资产: shownFen(books.central + books.game), 中心钱包: central, 游戏钱包: game, header: central, [venue]: venueShown };
    case '/mine':
      return { 中心钱包: central };
    case '/transfer':
      return { 中心钱包: central, 游戏钱包: game, [venue]: venueShown };
  }
}

/** Counts the page's money calls from now on. */
function countMoneyCalls(page: Page) {
  const started = Date.now();
  const seen = { balance: 0, balancelist: 0, user: 0, elapsed: () => Date.now() - started };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/balance') seen.balance += 1;
    else if (path === '/api/balancelist') seen.balancelist += 1;
    else if (path === '/api/user') seen.user += 1;
  });
  return seen;
}

/** In-app navigation (the hash router), never a page load. */
async function goInApp(page: Page, route: Screen): Promise<void> {
  await page.evaluate((to) => void (window.location.hash = `#${to}`), route);
  await waitForRoute(page, route);
}

flow(
  'money follows the server: /money, /mine, /transfer and /withdrawal show the books’ figures within their poll interval + 1 s while the operator approves, refuses, settles and adjusts, with no reload',
  async ({ page }) => {
    const member = newMember('mfs');
    const token = await registerMember(member);
    const setUp = await prepareMoney(member, token, (yuan) => adjustBalance(member.name, yuan, 'e2e money follows'));
    const orders = await pendingOrdersOf(member.name);
    assert.equal(orders.deposits.length, setUp.deposits);
    assert.equal(orders.withdrawals.length, setUp.withdrawals);
    const venue = setUp.venue.name;

    await startWithToken(page, token);
    // From here on the document must stay the same one: a reload would drop this mark.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(() => void ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const timings: string[] = [];
    /** The operator acts; the open screen must show the books' figures within its interval + 1 s. */
    const operatorThen = async (screen: Screen, what: string, act: () => Promise<unknown>) => {
      await act();
      const books = await readBooks(member.name, token);
      const took = await expectFollows(page, expectedOn(screen, books, venue), SCREENS[screen] + 1000, `${screen} after ${what}`);
      timings.push(`${screen} ${what}: ${took} ms (central ${shownFen(books.central)}, game ${shownFen(books.game)})`);
    };
    const openScreen = async (screen: Screen) => {
      await goInApp(page, screen);
      await expectFollows(page, expectedOn(screen, await readBooks(member.name, token), venue), WAIT_MS, `${screen} on arrival`);
    };

    await openScreen('/money');
    await operatorThen('/money', 'a deposit approved', () => decideDepositOrder(orders.deposits[0].order_no, 'approve'));
    await operatorThen('/money', 'a bet settled as a win', () => settleBet(setUp.bets[0], 'win'));
    await shot(page, 'money-follows-money');

    await openScreen('/mine');
    await operatorThen('/mine', 'a balance adjustment', () => adjustBalance(member.name, '12.34', 'e2e adjustment'));
    await shot(page, 'money-follows-mine');

    await openScreen('/transfer');
    const transferCalls = countMoneyCalls(page);
    await operatorThen('/transfer', 'a withdrawal refused', () => decideWithdrawalOrder(orders.withdrawals[0].order_no, 'refuse'));
    await operatorThen('/transfer', 'a bet voided', () => settleBet(setUp.bets[1], 'void'));
    // One request of each poll per 1500 ms (an interval begun before counting may add one).
    const polls = Math.floor(transferCalls.elapsed() / 1500) + 1;
    assert.ok(
      transferCalls.balance <= polls && transferCalls.balancelist <= polls,
      `/transfer asked ${transferCalls.balance} balance and ${transferCalls.balancelist} balancelist in ${transferCalls.elapsed()} ms (at most ${polls} each)`,
    );
    assert.equal(transferCalls.user, 0, '/transfer did not ask for the member again');
    await shot(page, 'money-follows-transfer');

    await openScreen('/withdrawal');
    await operatorThen('/withdrawal', 'a withdrawal refused', () => decideWithdrawalOrder(orders.withdrawals[1].order_no, 'refuse'));
    await operatorThen('/withdrawal', 'a deposit approved', () => decideDepositOrder(orders.deposits[1].order_no, 'approve'));
    await operatorThen('/withdrawal', 'a debit adjustment', () => adjustBalance(member.name, '-2.00', 'e2e debit'));
    await shot(page, 'money-follows-withdrawal');
    await narrowShot(page, 'money-follows-withdrawal-320');

    assert.equal(loads, 0, 'no page load happened');
    assert.equal(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      true,
      'the same document throughout (no reload)',
    );
    console.log(`money follows the server:\n  ${timings.join('\n  ')}`);
  },
  { timeoutMs: 240_000 },
);
