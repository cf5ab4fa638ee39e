import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { appInfo } from './support/api';
import { open, WAIT_MS, waitForApp, waitForRoute } from './support/browser';
import { baseUrl } from './support/env';
import { flow, forgive } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectVisible } from './support/ui';
import { ROOT } from './support/workspace';
import type { BrowserContext, Page } from 'playwright-core';

// The installable app (docs/performance.md, Live money and the service worker): manifest and icons, the service worker, the offline page,
// and a deploy reaching an open tab. The worker is allowed only in these flows (support/browser.ts).

const OFFLINE_TEXT = '网络异常，请检查网络后重试';
const RETRY = '重新加载';

interface Manifest {
  name: string;
  lang: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** The page's size of the picture at `src` once loaded (0×0 when it does not decode). */
const pictureSize = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
        img.onerror = () => resolve('0x0');
        img.src = url;
      }),
    src,
  );

/** Waits until the worker is active, then reloads: the reloaded page is the worker's client. */
async function controlledAfterReload(page: Page): Promise<void> {
  // Bounded: a worker that never activates fails the flow instead of hanging it. Its install
  // fetches every file of the build: on a loaded 2-core machine (CI, the story scan beside) that
  // took longer than WAIT_MS once, so it gets four times as long.
  const active = await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
    WAIT_MS * 4,
  );
  assert.ok(active, 'the service worker is active');
  await page.reload();
  await waitForApp(page);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.state), 'activated', 'the worker controls the page');
}

const offlineState = (page: Page) => expectVisible(page.getByRole('alert').getByText(OFFLINE_TEXT), 'the offline state');

flow(
  'the manifest names the site, starts at /#/ standalone, every icon loads, and Chromium finds the app installable',
  async ({ page, context }) => {
    await open(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, '/manifest.webmanifest');
    const response = await page.request.get(href);
    assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    const { title } = await appInfo();
    assert.equal(manifest.name, title);
    assert.equal(manifest.short_name, title);
    assert.equal(manifest.start_url, '/#/');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    // ui-kit's surface (index.html's theme-color) and page background tokens.
    assert.equal(manifest.theme_color.toLowerCase(), '#ffffff');
    assert.equal(manifest.background_color.toLowerCase(), '#f4f5f7');
    assert.deepEqual(
      manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`),
      ['192x192 any', '512x512 any', '512x512 maskable'],
    );
    for (const icon of manifest.icons) assert.equal(await pictureSize(page, icon.src), icon.sizes, icon.src);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    assert.ok(touchIcon);
    assert.equal(await pictureSize(page, touchIcon), '180x180');

    // Chromium's own verdict, which Lighthouse's installable-manifest audit reported until
    // Lighthouse 12 dropped it: the manifest parses without errors and nothing stops an install.
    await controlledAfterReload(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    assert.deepEqual(errors, [], 'manifest parse errors');
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // A Playwright context is off the record, where Chromium never installs: that one is the
    // test browser's, every other id (manifest, icons, start_url, worker) would be the app's.
    assert.deepEqual(
      installabilityErrors.map(({ errorId }) => errorId).filter((id) => id !== 'in-incognito'),
      [],
      'installability errors',
    );
  },
  { serviceWorkers: 'allow' },
);

flow(
  'offline, a reload of / and of a deep link shows the offline state; back online, 重新加载 shows the live page',
  async ({ page, context, problems }) => {
    await open(page, '/');
    await controlledAfterReload(page);

    await context.setOffline(true);
    await page.reload();
    await offlineState(page);
    await expectVisible(page.getByRole('button', { name: RETRY }), RETRY);
    await shot(page, 'pwa-offline');

    // A deep link: the worker answers the page's address, the hash stays.
    await page.evaluate(() => {
      window.location.hash = '#/activity';
    });
    await page.reload();
    await offlineState(page);
    assert.equal(new URL(page.url()).hash, '#/activity');

    await context.setOffline(false);
    await page.getByRole('button', { name: RETRY }).click();
    await waitForApp(page);
    await waitForRoute(page, '/activity');
    await expectVisible(page.getByRole('heading', { name: '优惠活动' }), 'the live /activity screen');
    // Chromium reports the page requests the network refused while offline.
    forgive(problems, /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  },
  { serviceWorkers: 'allow' },
);

// a player who chose Vietnamese (the h5_lang cookie the menu's picker writes).
const VI = {
  offlineText: 'Lỗi mạng, vui lòng kiểm tra kết nối rồi thử lại',
  retry: 'Tải lại',
  title: 'Mất kết nối mạng',
};

flow(
  "in Vietnamese: the page links the manifest in Vietnamese, Chromium loads that one, and offline the page's texts are Vietnamese",
  async ({ page, context, problems }) => {
    await context.addCookies([{ name: 'h5_lang', value: 'vi', url: baseUrl() }]);
    await open(page, '/');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'vi');
    await controlledAfterReload(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, '/manifest.webmanifest?lang=vi');
    // The manifest Chromium itself fetched for the page (without cookies, as browsers do).
    const cdp = await context.newCDPSession(page);
    const loaded = (await cdp.send('Page.getAppManifest')) as { url: string; data: string; errors: unknown[] };
    assert.equal(new URL(loaded.url).pathname + new URL(loaded.url).search, '/manifest.webmanifest?lang=vi');
    assert.deepEqual(loaded.errors, []);
    const manifest = JSON.parse(loaded.data) as Manifest;
    assert.equal(manifest.lang, 'vi');
    // The name is the operator's title, as written in every language (operator content).
    assert.equal(manifest.name, (await appInfo()).title);

    await context.setOffline(true);
    await page.evaluate(() => {
      window.location.hash = '#/activity';
    });
    await page.reload();
    await expectVisible(page.getByRole('alert').getByText(VI.offlineText), 'the offline state in Vietnamese');
    await expectVisible(page.getByRole('button', { name: VI.retry }), VI.retry);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'vi');
    assert.equal(await page.title(), VI.title);
    const shown = await page.locator('body').innerText();
    assert.doesNotMatch(shown, /\p{Script=Han}/u, shown);
    await shot(page, 'pwa-offline-vi');
    await narrowShot(page, 'pwa-offline-vi-320');

    await context.setOffline(false);
    await page.getByRole('button', { name: VI.retry }).click();
    await waitForApp(page);
    await waitForRoute(page, '/activity');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'vi');
    forgive(problems, /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  },
  { serviceWorkers: 'allow' },
);

/** The worker script of the build the e2e server serves (run-e2e.ts' private copy), and its encodings. */
const SERVED_WORKER = join(ROOT, 'tmp/web-e2e/web/sw.js');

/**
 * "Deploys" a new build to this browser: sw.js changes (as every build's precache list does;
 * written into the served copy with its .br/.gz, since the browser's update check of the
 * worker script is no request a route sees), and the old build's chunks are gone from the
 * server (404, routed at the context, which sees the worker's own requests too, so the
 * server's files stay for other flows). Returns the undo.
 */
async function deployNewBuild(context: BrowserContext, oldChunks: string[]): Promise<() => void> {
  const original = new Map([SERVED_WORKER, `${SERVED_WORKER}.br`, `${SERVED_WORKER}.gz`].map((file) => [file, readFileSync(file)]));
  const next = Buffer.from(`${readFileSync(SERVED_WORKER, 'utf8')}\n// the next build\n`);
  writeFileSync(SERVED_WORKER, next);
  writeFileSync(`${SERVED_WORKER}.br`, brotliCompressSync(next));
  writeFileSync(`${SERVED_WORKER}.gz`, gzipSync(next));
  await context.route(/\/assets\/[^/]+\.js$/, (route) =>
    oldChunks.some((file) => route.request().url().endsWith(file))
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' })
      : route.continue(),
  );
  return () => original.forEach((bytes, file) => writeFileSync(file, bytes));
}

flow(
  'a new build reaches an open tab: its chunks keep coming from the worker, 新版本可用 moves it over, no chunk error',
  async ({ page, context }) => {
    await open(page, '/');
    await controlledAfterReload(page);
    // Every chunk this tab's build has: the worker precached them all.
    const oldChunks = await page.evaluate(async () => {
      const keys = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
      return keys.flat().map((request) => new URL(request.url).pathname);
    });
    assert.ok(oldChunks.filter((path) => path.startsWith('/assets/')).length > 50, 'the build is precached');

    const undeploy = await deployNewBuild(context, oldChunks);
    try {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
    } finally {
      // The new worker has its script; the server serves this flow's build again for the next flow.
      undeploy();
    }
    // The old build still runs: a screen not opened yet comes from the old worker's cache. The
    // route changes by its address, as 优惠's link does: the new worker may finish installing
    // before this line, and then 新版本可用 already covers the bottom bar (a loaded CI run saw
    // the tap land on its mask).
    await page.evaluate(() => {
      location.hash = '#/activity';
    });
    await expectVisible(page.getByRole('heading', { name: '优惠活动' }), 'the /activity screen of the old build');

    const prompt = page.getByRole('alertdialog');
    await expectVisible(prompt.getByText('新版本可用'), 'the 新版本可用 prompt');
    await shot(page, 'pwa-update-prompt');
    const loaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '立即刷新' }).click();
    await loaded;
    await waitForApp(page);
    await expectVisible(page.getByRole('heading', { name: '优惠活动' }), 'the /activity screen after the update');
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.state), 'activated');
  },
  { serviceWorkers: 'allow' },
);
