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
