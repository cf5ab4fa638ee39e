import { WAIT_MS } from './browser';
import type { Locator, Page } from 'playwright-core';

/** Waits for the first match to be visible; the error names what was expected. */
export async function expectVisible(locator: Locator, what: string, timeout = WAIT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${what}`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = WAIT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected ${what} to be gone`);
  }
}

/** A toast (or any text) with exactly this message appears. */
export const expectMessage = (page: Page, message: string, timeout?: number) =>
  expectVisible(page.getByText(message, { exact: true }), `the message "${message}"`, timeout);

/** Waits until a field holds this value (what it holds, not its `value` attribute). */
export async function expectValue(field: Locator, value: string, what: string, timeout = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await field.inputValue({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => seen);
    if (seen === value) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`expected ${what} to hold "${value}", it holds "${seen}"`);
}
