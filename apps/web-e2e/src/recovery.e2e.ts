// e2e-feature: promotions
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { open, waitForRoute } from './support/browser';
import { apiLogFile } from './support/env';
import { flow, forgive } from './support/flow';
import { shots } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';
import { ROOT, WEB_DIST } from './support/workspace';
import type { Page } from 'playwright-core';

// Recovery from failure (docs/architecture.md §3): a page whose code does not arrive, a chunk gone after a
// redeploy, a screen that throws. /zhanzhu (赞助: the logo header above, the tab bar below)
// is the page whose code fails; /activity (优惠) the screen that throws.

const SPONSORS_PAGE = '../../libs/features/games/src/sponsors/sponsors-page.tsx';
const RETRY = '重新加载';
const LOAD_FAILED = '加载失败，请稍后再试';

/** The address of /zhanzhu's chunk in the build the e2e server serves (its private copy). */
function sponsorsChunk(): RegExp {
  const served = join(ROOT, 'tmp/web-e2e/web/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(existsSync(served) ? served : join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[SPONSORS_PAGE]?.file;
  assert.ok(file, `${SPONSORS_PAGE} is not a chunk of the build`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);
}

/** Counts the page loads (document requests): a reload is one more. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' });
const sponsorsShown = (page: Page) => expectVisible(page.getByRole('link', { name: /^区域合作伙伴/ }), 'the /zhanzhu screen');
const activityShown = (page: Page) => expectVisible(page.getByRole('heading', { name: '优惠活动' }), 'the /activity screen');
const errorState = (page: Page) =>
  expectVisible(page.getByRole('main').getByRole('button', { name: RETRY }), `the error state with ${RETRY}`);

/** The server log's lines of client error reports (the log of this shard's server, tmp/web-e2e/). */
function clientErrorLines(): Array<{ reqId?: string; clientError?: Record<string, string> }> {
  return readFileSync(apiLogFile(), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"client error"'))
    .map((line) => JSON.parse(line));
}

flow('a page whose code does not arrive shows 重新加载, the shell keeps working, and 重新加载 loads it', async ({ page, problems }) => {
  const chunk = sponsorsChunk();
  let blocked = true;
  let requests = 0;
  await page.route(chunk, (route) => {
    requests += 1;
    return blocked ? route.abort('internetdisconnected') : route.continue();
  });
  const loads = countLoads(page);
  await open(page, '/');

  await tabBar(page).getByRole('link', { name: '赞助' }).click();
  await errorState(page);
  await expectVisible(page.getByRole('main').getByText(LOAD_FAILED), 'the error text');
  await shots(page, 'recovery-chunk-failed');

  // The header, its menu and the tab bar still work around the failed page.
  await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click();
  await expectVisible(page.getByRole('dialog'), 'the left menu');
  await page.keyboard.press('Escape');
  await expectHidden(page.getByRole('dialog'), 'the left menu');
  await page.getByRole('banner').getByText('登录', { exact: true }).click();
  await waitForRoute(page, '/login');
  await page.goBack();
  await waitForRoute(page, '/zhanzhu');
  await errorState(page);
  await tabBar(page).getByRole('link', { name: '优惠' }).click();
  await activityShown(page);
  await tabBar(page).getByRole('link', { name: '赞助' }).click();
  await errorState(page);

  blocked = false;
  const before = requests;
  await page.getByRole('main').getByRole('button', { name: RETRY }).click();
  await sponsorsShown(page);
  assert.ok(requests > before, '重新加载 asked for the chunk again');
  assert.equal(loads(), 1, 'no page reload: the chunk was there, only the network failed');
  await shots(page, 'recovery-chunk-retried');

  // Reported to the server: it is in its log with the request id.
  const lines = clientErrorLines().filter((l) => l.clientError?.['route'] === '/zhanzhu');
  assert.ok(lines.length > 0, 'the failed load is in the server log');
  assert.match(String(lines[0].reqId), /^[\w.:-]{8,}$/);
  forgive(problems, /net::ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|Failed to load resource/);
});

flow('a chunk gone after a redeploy (404) reloads the app once, then shows the screen', async ({ page, problems }) => {
  const chunk = sponsorsChunk();
  const loads = countLoads(page);
  // Gone until the page reloads: the reloaded page is "the new build", which has it.
  await page.route(chunk, (route) =>
    loads() < 2 ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }) : route.continue(),
  );
  await open(page, '/');

  await tabBar(page).getByRole('link', { name: '赞助' }).click();
  await sponsorsShown(page);
  assert.equal(loads(), 2, 'exactly one reload');
  await page.waitForTimeout(2000);
  assert.equal(loads(), 2, 'and no other');
  assert.equal(new URL(page.url()).hash, '#/zhanzhu');
  forgive(problems, /Failed to fetch dynamically imported module|Failed to load resource|status of 404/);
});

flow('a chunk that stays gone reloads once, then shows 重新加载 instead of reloading again', async ({ page, problems }) => {
  const chunk = sponsorsChunk();
  const loads = countLoads(page);
  // Asked of the real server under a name it never had: it answers unknown paths with the
  // app's page (200, text/html), as it would for a chunk of a build no longer deployed.
  await page.route(chunk, (route) => route.continue({ url: new URL('/assets/gone-after-redeploy.js', page.url()).href }));
  await open(page, '/');

  await tabBar(page).getByRole('link', { name: '赞助' }).click();
  await errorState(page);
  await page.waitForTimeout(3000);
  assert.equal(loads(), 2, 'one reload, no loop');
  // 重新加载 does not start a loop either.
  await page.getByRole('main').getByRole('button', { name: RETRY }).click();
  await errorState(page);
  await page.waitForTimeout(2000);
  assert.equal(loads(), 2, 'still one reload');
  await shots(page, 'recovery-chunk-gone');
  forgive(problems, /Failed to fetch dynamically imported module|Failed to load module script|MIME type/);
});

flow('a screen that throws on malformed data shows the same error state, the shell keeps working', async ({ page, problems }) => {
  // The activity types answered with a text where a list belongs: ActivityView's types.map throws.
  await page.route(/\/api\/activitytype(\?.*)?$/, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, message: '', data: 'not a list' }) }),
  );
  await open(page, '/');

  await tabBar(page).getByRole('link', { name: '优惠' }).click();
  await errorState(page);
  await shots(page, 'recovery-screen-threw');
  await tabBar(page).getByRole('link', { name: '首页' }).click();
  await waitForRoute(page, '/');
  await expectVisible(page.getByText('1 / 4', { exact: true }), 'the home screen');
  assert.ok(
    clientErrorLines().some((l) => /map is not a function/.test(String(l.clientError?.['message']))),
    'the render error is in the server log',
  );
  forgive(problems, /map is not a function|The above error occurred/);
});
