import { join } from 'node:path';
import { test } from 'node:test';
import { resetSite } from './api';
import { launchChromium, openMobilePage, type MobilePage } from './browser';
import { SCREENSHOT_DIR } from './workspace';
import type { Page } from 'playwright-core';

const FLOW_TIMEOUT_MS = 120_000;

/**
 * One end-to-end flow: a fresh browser and phone-sized page on a site reset to its
 * defaults; fails on any page or console error; on failure saves <name>-failed.png.
 * A flow that walks many screens (the accessibility scans) may ask for a longer timeout.
 */
export function flow(
  name: string,
  body: (mobile: MobilePage) => Promise<void>,
  options: { timeoutMs?: number; serviceWorkers?: 'allow' | 'block' } = {},
): void {
  test(name, { timeout: options.timeoutMs ?? FLOW_TIMEOUT_MS }, async () => {
    await resetSite();
    const browser = await launchChromium();
    try {
      const mobile = await openMobilePage(browser, { serviceWorkers: options.serviceWorkers });
      try {
        await body(mobile);
      } catch (err) {
        await saveFailure(mobile.page, name);
        throw err;
      }
      if (mobile.problems.length > 0) throw new Error(`errors in the page:\n  ${mobile.problems.join('\n  ')}`);
    } finally {
      await browser.close();
    }
  });
}

async function saveFailure(page: Page, name: string): Promise<void> {
  try {
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name.replace(/[^\w-]+/g, '-')}-failed.png`) });
  } catch {
    // The page may already be gone; the original error matters more.
  }
}

/** Drops the collected problems a flow caused on purpose (e.g. hostile content it served). */
export function forgive(problems: string[], pattern: RegExp): void {
  const kept = problems.filter((problem) => !pattern.test(problem));
  problems.splice(0, problems.length, ...kept);
}
