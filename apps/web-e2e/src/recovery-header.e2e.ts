import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newMember, registerMember } from './support/api';
import { currentRoute, startWithToken } from './support/browser';
import { flow, forgive } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';
import { ROOT, WEB_DIST } from './support/workspace';
import type { Page } from 'playwright-core';

// The header around a page whose code did not arrive (docs/architecture.md §6): the network goes
// while a member moves from /activity (no header) to a screen with one, so the page's chunk and the
// header's own lazy part (the member's balance, or the back-arrow header) both fail. One tap on the
// page's 重新加载, once the network is back, brings the page and the header: the header never
// stays on an error state or blank after it.

const RETRY = '重新加载';
const NOISE = /net::ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|Failed to load resource|preload/i;

/** The file a source module became in the build the e2e server serves (its private copy). */
function builtChunk(source: string): string {
  const served = join(ROOT, 'tmp/web-e2e/web/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(existsSync(served) ? served : join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  assert.ok(file, `${source} is not a chunk of the build`);
  return `/${file}`;
}

/** An in-app navigation, as a tap on a link does (no page load). */
const goInApp = (page: Page, route: string) => page.evaluate((hash) => (window.location.hash = hash), `#${route}`);

/** A member on /activity (no header there), then every script not loaded yet fails until `state.blocked` is false. */
async function offlineFromActivity(page: Page) {
  const token = await registerMember(newMember('hdr'));
  await startWithToken(page, token, '/activity');
  await expectVisible(page.getByRole('heading', { name: '优惠活动' }), 'the /activity screen');
  // The error state's code, which the shell loads right after the page.
  const errorScreen = builtChunk('src/recovery/error-screen.tsx');
  await page.waitForFunction((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), errorScreen, {
    timeout: 15_000,
  });
  const state = { blocked: true, loads: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) state.loads += 1;
  });
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => (state.blocked ? route.abort('internetdisconnected') : route.continue()));
  return state;
}

const headerError = (page: Page) => page.locator('[data-error-area="header"]');

flow('recovery: after 重新加载 the member header (balance, menu) is back, not an error state', async ({ page, problems }) => {
  const state = await offlineFromActivity(page);
  await goInApp(page, '/transRecord?type=2');
  const retry = page.getByRole('main').getByRole('button', { name: RETRY });
  await expectVisible(retry, 'the page error state');
  await shot(page, 'recovery-header-failed');
  await narrowShot(page, 'recovery-header-failed-320');

  state.blocked = false;
  await retry.click();
  await expectVisible(page.getByRole('button', { name: '类型 取款' }), 'the /transRecord screen');
  const banner = page.getByRole('banner');
  await expectVisible(banner.getByRole('button', { name: '打开菜单' }), 'the header menu button');
  await expectVisible(page.getByLabel('中心钱包', { exact: true }), "the member's balance in the header");
  await expectHidden(headerError(page), 'the header error state');
  assert.equal(currentRoute(page), '/transRecord?type=2');
  await shot(page, 'recovery-header-retried');
  await narrowShot(page, 'recovery-header-retried-320');
  forgive(problems, NOISE);
});

flow('recovery: after 重新加载 the back-arrow header of /message is back, with its title', async ({ page, problems }) => {
  const state = await offlineFromActivity(page);
  await goInApp(page, '/message');
  const retry = page.getByRole('main').getByRole('button', { name: RETRY });
  await expectVisible(retry, 'the page error state');
  await shot(page, 'recovery-back-header-failed');

  state.blocked = false;
  await retry.click();
  const banner = page.getByRole('banner');
  await expectVisible(banner.getByText('消息', { exact: true }), 'the back header title');
  await expectVisible(banner.getByRole('button', { name: '返回' }), 'the back arrow');
  await expectHidden(headerError(page), 'the header error state');
  await shot(page, 'recovery-back-header-retried');
  forgive(problems, NOISE);
});
