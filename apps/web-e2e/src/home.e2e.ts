// e2e-feature: games
import assert from 'node:assert/strict';
import type { GameListItem } from '@h5/api-contract';
import { gameList, homeNotices, newMember, registerMember } from './support/api';
import { open, readLayoutShift, startWithToken, waitForRoute, waitForVisit } from './support/browser';
import { flow } from './support/flow';
import { shot } from './support/screens';
import { NAMES, SPEC } from './support/spec-texts';
import { expectMessage, expectVisible } from './support/ui';
import type { Page } from 'playwright-core';

/** "Good" cumulative layout shift (web.dev): the page must not jump while it loads. */
const MAX_LAYOUT_SHIFT = 0.1;

async function expectHomeLoaded(page: Page): Promise<void> {
  await expectVisible(page.getByText('1 / 4', { exact: true }), 'the banner indicator 1 / 4');
  const [firstNotice] = await homeNotices();
  await expectVisible(page.getByText(firstNotice), 'the first home notice');
  for (const label of SPEC.quickButtons) await expectVisible(page.getByText(label, { exact: true }), `the quick button ${label}`);
  for (const label of SPEC.categories) await expectVisible(page.getByText(label, { exact: true }), `the category ${label}`);
}

/** Selects a category in the sidebar and checks it lists exactly its games with app_state 1. */
async function checkCategory(page: Page, games: GameListItem[], index: number): Promise<void> {
  const label = SPEC.categories[index];
  const id = SPEC.categoryIds[index];
  await page.getByText(label, { exact: true }).click();
  // The slot category's fixed entries are always there, whatever the list says of a venue.
  const fixed: readonly string[] = id === 'concise' ? SPEC.conciseTabs : [];
  const inCategory = games.filter((game) => game.category_id === id && !fixed.includes(game.name));
  for (const game of inCategory.filter((g) => Number(g.app_state) === 1)) {
    await expectVisible(page.getByText(game.name, { exact: true }), `${game.name} under ${label}`);
  }
  for (const game of inCategory.filter((g) => Number(g.app_state) !== 1)) {
    assert.equal(
      await page.getByText(game.name, { exact: true }).count(),
      0,
      `${game.name} (app_state ${game.app_state}) hidden under ${label}`,
    );
  }
  for (const entry of fixed) await expectVisible(page.getByText(entry, { exact: true }), `the fixed slot entry ${entry}`);
}

flow('home as a visitor: banners, notices, categories, 请登录！ on a game', async ({ page }) => {
  const games = await gameList();
  await open(page, '/');
  await expectHomeLoaded(page);
  await shot(page, 'home-visitor');
  const shift = await readLayoutShift(page);
  assert.ok(shift <= MAX_LAYOUT_SHIFT, `layout shift while loading ${shift.toFixed(3)} > ${MAX_LAYOUT_SHIFT}`);

  for (let i = SPEC.categories.length - 1; i >= 0; i -= 1) await checkCategory(page, games, i);
  await shot(page, 'home-visitor-realbet');
  await checkCategory(page, games, SPEC.categoryIds.indexOf('concise'));
  await shot(page, 'home-visitor-concise');

  const [firstLive] = games.filter((g) => g.category_id === 'realbet' && Number(g.app_state) === 1);
  await page.getByText(SPEC.categories[0], { exact: true }).click();
  await page.getByText(firstLive.name, { exact: true }).click();
  await expectMessage(page, SPEC.loginRequired);
  await shot(page, 'home-visitor-login-required');

  // /app needs a session (docs/product.md §2): the download card sends a visitor to log in first.
  await page.getByText(SPEC.appDownload, { exact: true }).click();
  await waitForRoute(page, `/login?redirect=${encodeURIComponent('/app')}`);
});

flow('home as a member: the balance in the header, a game opens', async ({ page, visited }) => {
  const games = await gameList();
  const token = await registerMember(newMember('home'));
  await startWithToken(page, token);
  await expectHomeLoaded(page);
  await expectVisible(page.getByLabel(NAMES.balance, { exact: true }).getByText(/0\.00/), 'the balance in the header');
  await expectVisible(page.getByText(SPEC.header.recycle, { exact: true }), 'the 一键回收 button');
  assert.equal(await page.getByRole('link', { name: SPEC.header.login, exact: true }).count(), 0, 'no 登录 button for a member');
  await shot(page, 'home-member');

  const [firstLive] = games.filter((g) => g.category_id === 'realbet' && Number(g.app_state) === 1);
  await page.getByText(SPEC.categories[0], { exact: true }).click();
  const before = visited.length;
  await page.getByText(firstLive.name, { exact: true }).click();
  await waitForVisit({ page, visited }, before, (route) => route.startsWith('/gamePage?'), "a member's game tap to open /gamePage");
});
