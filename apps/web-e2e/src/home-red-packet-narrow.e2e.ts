// e2e-feature: games
import assert from 'node:assert/strict';
import { setConfig } from './support/api';
import { NARROW_VIEWPORT, open, VIEWPORT } from './support/browser';
import { flow } from './support/flow';
import { inLanguage } from './support/languages';
import { shot } from './support/screens';
import { expectVisible } from './support/ui';
import type { Locator, Page } from 'playwright-core';

// The red-packet float keeps to its lane beside the game list (docs/product.md §2 Home): at no
// scroll position does it cover a quick button (VIP, the last one, on the right), the app card's
// 立即下载 or its close, at 375×667 or at 320×568, in Chinese or in English.
// Screenshots: home-red-packet-<zh|en>-<375|320>[-scrolled].png.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every control the float must leave free, with its name. */
async function controls(
  page: Page,
  texts: { readonly vip: string; readonly download: string; readonly closeCard: string; readonly packet: string },
): Promise<Array<[string, Locator]>> {
  const quick = page.getByRole('navigation', { name: /快捷入口|Shortcuts/ });
  return [
    ['VIP', quick.getByRole('link').last()],
    [texts.download, page.getByRole('link', { name: texts.download })],
    [texts.closeCard, page.getByRole('button', { name: texts.closeCard })],
  ];
}

async function expectFloatClear(packet: Locator, free: Array<[string, Locator]>, where: string) {
  const float = await packet.boundingBox();
  if (!float) return; // scrolled away with the end of the list
  for (const [name, control] of free) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    assert.ok(box && !overlaps(float, box), `${where}: the red packet (${JSON.stringify(float)}) covers ${name} (${JSON.stringify(box)})`);
  }
}

for (const [locale, texts] of [
  ['zh-CN', { packet: '抢红包', vip: 'VIP', download: '立即下载', closeCard: '关闭下载提示' }],
  ['en', { packet: 'Grab red packets', vip: 'VIP', download: 'Download', closeCard: 'Close the download banner' }],
] as const) {
  flow(`home (${locale}): the red packet covers neither VIP nor the app card at 375 and 320 px, scrolled or not`, async ({ page }) => {
    await setConfig('redpacket_switch', '1');
    await open(page, '/');
    await inLanguage(page, locale);
    const packet = page.getByRole('link', { name: texts.packet });
    await expectVisible(packet, 'the red-packet float');
    const free = await controls(page, texts);
    const tag = locale === 'zh-CN' ? 'zh' : 'en';
    for (const size of [VIEWPORT, NARROW_VIEWPORT]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await shot(page, `home-red-packet-${tag}-${size.width}`);
      await expectFloatClear(packet, free, `${size.width}×${size.height} at the top`);
      for (const y of [80, 160, 240, 320]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
        await expectFloatClear(packet, free, `${size.width}×${size.height} scrolled ${y}px`);
      }
      await shot(page, `home-red-packet-${tag}-${size.width}-scrolled`);
    }
    await page.setViewportSize(VIEWPORT);
  });
}
