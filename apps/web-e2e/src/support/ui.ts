import type { Locator, Page } from 'playwright-core';

/** Waits for the first match to be visible; the error names what was expected. */
export async function expectVisible(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${what}`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected ${what} to be gone`);
  }
}

/** A toast (or any text) with exactly this message appears. */
export const expectMessage = (page: Page, message: string, timeout?: number) =>
  expectVisible(page.getByText(message, { exact: true }), `the message "${message}"`, timeout);

/** Waits until no toast with this message is left, so the next identical toast is a new one. */
export const waitMessageGone = (page: Page, message: string) =>
  expectHidden(page.getByText(message, { exact: true }), `the message "${message}"`, 10_000);
