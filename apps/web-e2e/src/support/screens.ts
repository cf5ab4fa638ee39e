import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { NARROW_VIEWPORT, VIEWPORT } from './browser';
import { SCREENSHOT_DIR } from './workspace';
import type { Page } from 'playwright-core';

interface ScreenFacts {
  scrollWidth: number;
  overflowing: string[];
  brokenImages: string[];
  placeholders: string[];
}

/** Runs in the page: what a reviewer would object to in the screenshot. */
function inspectScreen(viewportWidth: number): ScreenFacts {
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${id}${cls}`;
  };
  const overflowing = [...document.body.querySelectorAll('*')]
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === 'hidden' || style.display === 'none') return false;
      // Content inside a horizontal scroller (carousel, tabs) may extend past the edge.
      for (let p = el.parentElement; p; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'hidden' || overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'clip') return false;
      }
      return box.right > viewportWidth + 1 || box.left < -1;
    })
    .slice(0, 5)
    .map(describe);
  const brokenImages = [...document.images]
    .filter((img) => img.complete && img.naturalWidth === 0 && img.getBoundingClientRect().width > 0)
    .map((img) => img.currentSrc || img.src)
    .map((src) => (src.length > 80 ? `${src.slice(0, 80)}…` : src));
  const hints = [...document.querySelectorAll('input, textarea')].map((el) => el.getAttribute('placeholder') ?? '');
  // A programming value or a filler on screen instead of product copy.
  const pattern = /\b(undefined|null|NaN|Lorem ipsum|TODO|FIXME)\b|\[object Object\]/;
  // An input hint in the wrong language (docs/i18n.md): in Chinese, the default, a hint of Latin
  // letters without a single Chinese character was left untranslated (a developer's 'Enter
  // amount'); in any other language (<html lang> follows the player's choice) a hint with a
  // Chinese character is the Chinese one left behind.
  const chinese = document.documentElement.lang === 'zh-CN';
  const wrongLanguage = (hint: string) => (chinese ? /[A-Za-z]/.test(hint) && !/\p{Script=Han}/u.test(hint) : /\p{Script=Han}/u.test(hint));
  const placeholders = [
    ...[document.body.innerText, ...hints].map((text) => pattern.exec(text)?.[0]).filter((found): found is string => !!found),
    ...hints.filter(wrongLanguage).map((hint) => `input hint "${hint}" (page in ${document.documentElement.lang})`),
  ];
  return {
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    overflowing,
    brokenImages,
    placeholders,
  };
}

/** Lets pictures that are already requested finish, and entry animations settle. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.race([
      Promise.all(
        pending.map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
  await page.waitForTimeout(400);
}

/**
 * Saves apps/web-e2e/screenshots/<name>.png and fails when the screen overflows the
 * viewport (375 px, or what the flow set, e.g. 320) horizontally, shows a broken picture
 * or a programming placeholder, or an input hint in the wrong language.
 * The screenshot is written first, so a failing screen can still be looked at.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // In CSS pixels (375 wide): the page still renders at the phone's 2× (hairlines, pictures), the
  // file is the size a reviewer reads it at. A 2× file cost 0.25 s of CPU to capture and encode
  // against 0.09 s, for each of the run's ~400 screenshots.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), scale: 'css' });
  const width = page.viewportSize()?.width ?? VIEWPORT.width;
  const facts = await page.evaluate(inspectScreen, width);
  const faults: string[] = [];
  if (facts.scrollWidth > width) faults.push(`page is ${facts.scrollWidth} px wide (> ${width}): ${facts.overflowing.join(', ')}`);
  if (facts.brokenImages.length > 0) faults.push(`broken pictures: ${facts.brokenImages.join(', ')}`);
  if (facts.placeholders.length > 0) faults.push(`placeholder text on screen: ${facts.placeholders.join(', ')}`);
  if (faults.length > 0) throw new Error(`screen ${name}: ${faults.join('; ')}`);
}

/**
 * Screenshot at 320 px wide (the narrowest phone the product supports) and fail when the
 * page is wider than that; the viewport goes back to 375 after.
 */
export async function narrowShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(NARROW_VIEWPORT);
  await page.waitForTimeout(400);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  await page.setViewportSize(VIEWPORT);
  if (width > 320) throw new Error(`screen ${name}: page is ${width} px wide at 320`);
}

/** `shot` at the phone's 375×667, then `narrowShot` of the same screen as `<name>-320`. */
export async function shots(page: Page, name: string): Promise<void> {
  await shot(page, name);
  await narrowShot(page, `${name}-320`);
}
