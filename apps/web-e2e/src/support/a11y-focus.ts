import type { Locator, Page } from 'playwright-core';

/** Enough presses to go round any of the product's dialogs at least once. */
const TAB_PRESSES = 12;

const focusInside = (dialog: Locator): Promise<boolean> =>
  dialog.first().evaluate((root) => root.contains(document.activeElement) && document.activeElement !== document.body);

/**
 * A modal dialog holds the keyboard: focus is inside it once it opens, and stays inside
 * while Tab and Shift+Tab go round (WCAG 2.4.3, 2.1.2 with aria-modal).
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, what: string): Promise<void> {
  if (!(await focusInside(dialog))) throw new Error(`${what}: focus is not inside the dialog when it opens`);
  for (let i = 0; i < TAB_PRESSES; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    if (!(await focusInside(dialog))) throw new Error(`${what}: Tab press ${i + 1} took focus out of the dialog`);
  }
}

/** After a dialog closes, focus is back on the control that opened it. */
export async function expectFocusReturns(page: Page, opener: Locator, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await opener.first().evaluate((el) => el === document.activeElement))) {
    if (Date.now() > deadline) {
      const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
      throw new Error(`focus did not return to ${what}; it is on ${active}`);
    }
    await page.waitForTimeout(50);
  }
}

/** Tab stops walked per screen: the header, the page's first controls and the tab bar. */
const MAX_TAB_STOPS = 30;

/**
 * Focus visible (WCAG 2.4.7): Tab from the top through the screen; at each stop the area
 * around the focused element must look different from the same area with focus taken
 * away. Motion is reduced first so autoplay and marquees do not fake a difference.
 * Returns one fault per stop where focus cannot be seen.
 */
export async function focusInvisibleStops(page: Page, where: string): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const faults: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < MAX_TAB_STOPS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      el.setAttribute('data-e2e-focus', '');
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return {
        key: `${el.tagName}|${name}|${Math.round(box.x)}|${Math.round(box.y)}`,
        name: `<${el.tagName.toLowerCase()}> "${name}"`,
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
      };
    });
    if (!stop || seen.has(stop.key)) break;
    seen.add(stop.key);
    const margin = 4;
    const viewport = page.viewportSize() ?? { width: 375, height: 667 };
    const x = Math.max(0, stop.box.x - margin);
    const y = Math.max(0, stop.box.y - margin);
    const clip = {
      x,
      y,
      width: Math.min(viewport.width - x, stop.box.width + 2 * margin),
      height: Math.min(viewport.height - y, stop.box.height + 2 * margin),
    };
    if (clip.width <= 0 || clip.height <= 0) continue;
    const focused = await page.screenshot({ clip });
    await page.evaluate(() => (document.querySelector('[data-e2e-focus]') as HTMLElement | null)?.blur());
    const blurred = await page.screenshot({ clip });
    await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-e2e-focus]');
      el?.removeAttribute('data-e2e-focus');
      el?.focus();
    });
    if (focused.equals(blurred)) faults.push(`${where}: focus not visible on ${stop.name}`);
  }
  await page.emulateMedia({ reducedMotion: null });
  if (seen.size < 2) faults.push(`${where}: Tab reached ${seen.size} control(s); the focus check saw nothing to check`);
  console.log(`a11y: focus visible checked on ${seen.size} Tab stops of ${where}`);
  return faults;
}
