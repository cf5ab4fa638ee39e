// e2e-feature: games
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { open, startWithToken } from './support/browser';
import { flow } from './support/flow';
import { expectAxeClean } from './support/games';
import { shots } from './support/screens';
import { expectVisible } from './support/ui';

// /app's 添加到主屏幕 (docs/performance.md, Live money and the service worker) in each state a player's browser gives it.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const INSTALL = '添加到主屏幕';

flow('games: /app on iOS Safari shows the two steps Share → 添加到主屏幕', async ({ page, context }) => {
  await context.addInitScript(`Object.defineProperty(navigator, 'userAgent', { get: () => ${JSON.stringify(IPHONE_SAFARI)} });`);
  await startWithToken(page, await registerMember(newMember('ios')), '/');
  await open(page, '/app');
  const steps = page.getByRole('list', { name: 'Safari添加到主屏幕步骤' });
  await expectVisible(steps, 'the Safari steps');
  assert.deepEqual(await steps.getByRole('listitem').allTextContents(), ['1点击浏览器底部的「分享」按钮', '2在菜单中选择「添加到主屏幕」']);
  await expectVisible(page.getByRole('link', { name: '立即下载' }), 'the iOS download beside it');
  await shots(page, 'pwa-app-ios');
  await expectAxeClean(page, '/app with the Safari steps');
});

flow("games: /app opens the browser's install prompt where it offers one", async ({ page }) => {
  await startWithToken(page, await registerMember(newMember('droid')), '/');
  await open(page, '/app');
  await expectVisible(page.getByRole('heading', { name: /app下载$/ }), '/app');
  // Headless Chromium does not offer installs: the event a phone's Chromium sends, with the
  // prompt it carries recorded.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { promptShown: boolean }).promptShown = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  const button = page.getByRole('button', { name: INSTALL });
  await expectVisible(button, INSTALL);
  await shots(page, 'pwa-app-prompt');
  await button.click();
  await page.waitForFunction(() => (window as unknown as { promptShown?: boolean }).promptShown === true);
});

flow('games: /app offers nothing to install where the app already runs from the home screen', async ({ page, context }) => {
  await context.addInitScript(`Object.defineProperty(navigator, 'userAgent', { get: () => ${JSON.stringify(IPHONE_SAFARI)} });
    Object.defineProperty(navigator, 'standalone', { get: () => true });`);
  await startWithToken(page, await registerMember(newMember('home')), '/');
  await open(page, '/app');
  await expectVisible(page.getByRole('link', { name: '立即下载' }), '/app');
  assert.equal(await page.getByRole('heading', { name: INSTALL }).count(), 0);
});
