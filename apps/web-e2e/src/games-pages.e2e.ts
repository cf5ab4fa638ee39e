// e2e-feature: games
import assert from 'node:assert/strict';
import { appInfo, loginMember, newMember, registerMember } from './support/api';
import { currentRoute, open, startWithToken, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { activeSlide, expectAxeClean } from './support/games';
import { shot } from './support/screens';
import { NAMES, SPEC } from './support/spec-texts';
import { expectVisible } from './support/ui';

/** docs/product.md §9: the app carousel advances every 3000 ms; one step plus room for a slow machine. */
const CAROUSEL_STEP_MS = 3000;
/** docs/product.md §9: the download frame is removed after 2 s. */
const DOWNLOAD_FRAME_REMOVE_MS = 2000;

flow('games: /kefu frames the service page; /gamePage?dailiD=1 and 2 frame the agent and service pages', async ({ page }) => {
  await open(page, '/kefu');
  const kefu = page.locator('iframe[title="在线客服页面"]');
  await expectVisible(kefu, 'the service frame');
  assert.match((await kefu.getAttribute('src')) ?? '', /\/service$/);
  await expectVisible(page.frameLocator('iframe[title="在线客服页面"]').getByText('在线客服').first(), 'the service page inside the frame');
  await expectVisible(page.getByRole('navigation').getByText(SPEC.tabs[2], { exact: true }), 'the tab bar under the frame');
  await shot(page, 'games-kefu');
  await expectAxeClean(page, '/kefu');

  await open(page, '/gamePage?dailiD=1');
  await expectVisible(page.frameLocator('iframe[title="代理登录页面"]').getByText('代理登录').first(), 'the agent page in the frame');
  await expectVisible(page.getByRole('heading', { name: '代理登录' }), 'the back-arrow bar titled 代理登录');
  await shot(page, 'games-game-page-agent');
  await expectAxeClean(page, '/gamePage?dailiD=1');

  await open(page, '/gamePage?dailiD=2');
  await expectVisible(page.frameLocator('iframe[title="在线客服页面"]').getByText('在线客服').first(), 'the service page in the frame');
  await shot(page, 'games-game-page-service');
});

flow('games: /app carousel moves every 3 s, QR picture, 立即下载 → /gamePage?app=1', async ({ page }) => {
  const info = await appInfo();
  await startWithToken(page, await registerMember(newMember('app')), '/');
  await open(page, '/app');
  await expectVisible(page.getByRole('heading', { name: `${info.title}app下载` }), 'the title with app下载');
  await expectVisible(page.getByRole('img', { name: '扫码下载APP二维码' }), 'the QR picture');
  await expectVisible(page.getByText(/同一网络/), 'the install note');
  const first = await activeSlide(page);
  await page.waitForTimeout(CAROUSEL_STEP_MS + 800);
  const second = await activeSlide(page);
  assert.notEqual(second, first, `the carousel moved by itself (slide ${first} → ${second})`);
  await page.waitForTimeout(CAROUSEL_STEP_MS);
  assert.notEqual(await activeSlide(page), second, 'and moved again 3 s later');
  // The screen's one action is in sight on a 375×667 phone without scrolling, clear of the tab bar.
  const action = await page.getByRole('link', { name: SPEC.appDownload }).boundingBox();
  const tabBar = await page.getByRole('navigation', { name: '底部导航' }).boundingBox();
  assert.ok(
    action && tabBar && action.y + action.height <= tabBar.y,
    `立即下载 ends at ${action && action.y + action.height} px, the tab bar starts at ${tabBar?.y} px`,
  );
  await shot(page, 'games-app');
  await expectAxeClean(page, '/app');

  await page.getByRole('link', { name: SPEC.appDownload }).click();
  await waitForRoute(page, '/gamePage?app=1');
  // docs/product.md §9: the download address is loaded in a hidden frame, removed after 2 s.
  const download = page.locator('iframe[title="APP下载页面"]');
  await download.waitFor({ state: 'attached', timeout: DOWNLOAD_FRAME_REMOVE_MS });
  const seenAt = Date.now();
  assert.equal(await download.getAttribute('src'), info.ios_download_url);
  assert.equal(await download.isVisible(), false, 'the download frame is hidden');
  await expectVisible(page.getByText(info.ios_download_url, { exact: true }), 'the download address on the screen');
  await download.waitFor({ state: 'detached', timeout: DOWNLOAD_FRAME_REMOVE_MS + 1500 });
  const gone = Date.now() - seenAt;
  assert.ok(gone >= DOWNLOAD_FRAME_REMOVE_MS - 600, `the frame stayed about 2 s (removed ${gone} ms after it was seen)`);
  await shot(page, 'games-game-page-download');
  await expectAxeClean(page, '/gamePage?app=1');
  // 重新下载 loads the address again, for another 2 s.
  await page.getByRole('button', { name: '重新下载' }).click();
  await download.waitFor({ state: 'attached', timeout: 1000 });
  await download.waitFor({ state: 'detached', timeout: DOWNLOAD_FRAME_REMOVE_MS + 1500 });
});

flow('games: /zhanzhu → /zhanzhuye for both partner types and back', async ({ page }) => {
  await open(page, '/zhanzhu');
  await expectVisible(page.getByText('没有更多了~'), 'the divider');
  await shot(page, 'games-zhanzhu');
  await expectAxeClean(page, '/zhanzhu');
  for (const [type, title] of [
    [1, '区域合作伙伴'],
    [2, '全球顶级合作伙伴'],
  ] as const) {
    await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await waitForRoute(page, `/zhanzhuye?type=${type}`);
    const frame = page.frameLocator(`iframe[title="${title}介绍"]`);
    await expectVisible(frame.getByRole('heading', { name: title }), `the ${title} page in the frame`);
    await shot(page, `games-zhanzhuye-${type}`);
    await expectAxeClean(page, `/zhanzhuye?type=${type}`);
    await page.getByRole('button', { name: '返回赞助' }).click();
    await waitForRoute(page, '/zhanzhu');
  }
});

flow('games: an expired session inside /gamePage ends in the 认证失败 dialog, then /login', async ({ page }) => {
  const member = newMember('gex');
  const token = await registerMember(member);
  await startWithToken(page, token);
  // Requests are counted as they leave (synchronously); the answer is read when it is in.
  let asked = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/getGameUrl') asked += 1;
  });
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/getGameUrl');
  // A login elsewhere rotates the token; the game is opened with the old one.
  await loginMember(member);
  await open(page, '/gamePage?name=obgdy&type=ob001&code=concise');
  await expectVisible(page.getByText(SPEC.sessionExpiredTitle, { exact: true }), 'the 认证失败 dialog');
  await expectVisible(page.getByText(SPEC.sessionExpiredText, { exact: true }), 'the expiry text');
  assert.ok(currentRoute(page).startsWith('/gamePage'), 'the dialog shows over /gamePage');
  assert.equal(((await (await answered).json()) as { code: number }).code, 401, 'getGameUrl answered 401');
  assert.equal(asked, 1, 'getGameUrl was asked once');
  await shot(page, 'games-game-page-expired');
  await page.getByRole('button', { name: NAMES.confirm, exact: true }).click();
  await waitForRoute(page, '/login');
});
