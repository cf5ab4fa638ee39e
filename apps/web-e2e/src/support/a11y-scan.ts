import { countByRule, describeFindings, scanPage, type Finding } from './a11y';
import { readStructure, structureFaults } from './a11y-structure';
import { currentRoute, WAIT_MS } from './browser';
import { waitForQuietNetwork } from './network';
import { shot } from './screens';
import type { Page } from 'playwright-core';

/** One screenshot or one axe run; a hung one fails naming the state instead of the whole flow timing out. */
const STEP_TIMEOUT_MS = 45_000;

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a whole scan found: axe's blocking findings and the structure faults, per state. */
export class ScanLog {
  readonly findings: Finding[] = [];
  readonly faults: string[] = [];
  readonly states: string[] = [];

  /**
   * Screenshots the state (screenshots/a11y-<name>.png, with the usual screen checks), runs
   * axe over it and checks target sizes and, unless `structure` is false (a dialog covers
   * the screen), one h1 and the landmarks (nav only when `requireNav`).
   */
  async scan(page: Page, name: string, where: string, { structure = true, requireNav = false } = {}): Promise<void> {
    await withTimeout(shot(page, `a11y-${name}`), STEP_TIMEOUT_MS, `the screenshot of ${where}`);
    this.states.push(where);
    this.findings.push(...(await withTimeout(scanPage(page, where), STEP_TIMEOUT_MS, `the axe scan of ${where}`)));
    const faults = structureFaults(await readStructure(page), where, { requireNav });
    this.faults.push(...(structure ? faults : faults.filter((fault) => fault.includes('target under'))));
  }

  /** Adds faults found by a check of its own (focus visible, focus trap). */
  addFaults(faults: readonly string[]): void {
    this.faults.push(...faults);
  }

  /** Prints the summary; throws naming every finding (rule, element, state) and every fault. */
  report(what: string): void {
    console.log(
      `a11y: ${this.states.length} states ${what}; serious/critical findings by rule ${JSON.stringify(countByRule(this.findings))}; structure faults ${this.faults.length}`,
    );
    const parts: string[] = [];
    if (this.findings.length > 0) {
      parts.push(
        `${this.findings.length} serious or critical axe finding(s), by rule ${JSON.stringify(countByRule(this.findings))}:\n  ${describeFindings(this.findings)}`,
      );
    }
    if (this.faults.length > 0)
      parts.push(
        `${this.faults.length} structure fault(s) (one h1, header/nav/main, 24 px targets, focus visible):\n  ${this.faults.join('\n  ')}`,
      );
    if (parts.length > 0) throw new Error(`accessibility ${what}:\n${parts.join('\n')}`);
  }
}

/**
 * Waits until the screen has stopped moving: the route no longer changes (a guard or an
 * unbuilt screen's fallback has redirected) and the network is quiet (lazy chunks, first data).
 */
export async function settleRoute(page: Page): Promise<string> {
  let last = currentRoute(page);
  let stableSince = Date.now();
  const deadline = Date.now() + 5000;
  while (Date.now() - stableSince < 300 && Date.now() < deadline) {
    await page.waitForTimeout(50);
    const now = currentRoute(page);
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
  }
  // The member's balance poll may keep the network busy; the shot's settle still waits for pictures.
  await waitForQuietNetwork(page);
  return last;
}

/** Pickers and dialogs opened per screen: enough to see each kind once, cheap on 2 cores. */
const MAX_POPUPS_PER_SCREEN = 2;

/**
 * Opens what the screen's popup triggers open (controls with aria-haspopup: pickers, the
 * notice dialog…), one at a time, scans it open, then reloads the route so the next one
 * starts from a clean screen. A trigger that navigates instead is left alone.
 */
export async function scanPopups(page: Page, log: ScanLog, name: string, where: string): Promise<void> {
  const route = currentRoute(page);
  const triggers = page.locator('[aria-haspopup]:visible:not([aria-disabled="true"]):not([disabled])');
  const count = Math.min(await triggers.count(), MAX_POPUPS_PER_SCREEN);
  const openDialog = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
  for (let i = 0; i < count; i += 1) {
    // A screen that opens a dialog by itself (/recharge's no-card modal) was scanned with it
    // open; the triggers behind its mask can't be reached.
    if ((await openDialog.count()) > 0) return;
    const trigger = triggers.nth(i);
    const label = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText())).trim().replace(/\s+/g, ' ').slice(0, 20);
    await trigger.click();
    const popup = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, [role="listbox"]:visible');
    try {
      await popup.first().waitFor({ state: 'visible', timeout: WAIT_MS / 3 });
    } catch {
      if (currentRoute(page) !== route) return;
      continue;
    }
    // Let the popup finish sliding in before axe measures contrast and position.
    await page.waitForTimeout(400);
    await log.scan(page, `${name}-popup-${i + 1}`, `${where}, "${label}" open`, { structure: false });
    await page.reload();
    await settleRoute(page);
    if (currentRoute(page) !== route) return;
  }
}
