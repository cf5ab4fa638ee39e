/**
 * Set-up and checks for the games flows (a file of its own: the shared support files belong
 * to other flows). Set-up goes through the server's API; play goes through the screens.
 */
import assert from 'node:assert/strict';
import { API_PATHS, type ApiEnvelope } from '@h5/api-contract';
import { describeFindings, scanPage } from './a11y';
import { baseUrl } from './env';
import type { FrameLocator, Page } from 'playwright-core';

/** Turns 自动免转 on or off for the member (set-up; /transfer's switch is the wallet flows' business). */
export async function setAutoTransfer(token: string, on: boolean): Promise<void> {
  const res = await fetch(`${baseUrl()}${API_PATHS.uptransferstatus}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ transferstatus: on ? 1 : 0 }),
  });
  const answer = (await res.json()) as ApiEnvelope<unknown>;
  if (answer.code !== 200) throw new Error(`uptransferstatus answered ${answer.code}: ${answer.message}`);
}

/** Counts the page's calls to an API path (frames included), from now on. */
export function countCalls(page: Page, path: string): { bodies: string[] } {
  const seen = { bodies: [] as string[] };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.bodies.push(request.postData() ?? '');
  });
  return seen;
}

/** '1,000.00', '-10.00' or -10 → integer fen, so the flow adds money without floats. */
export function fen(text: string | number): number {
  // The venue answers win_loss as a JSON number (-10), balances as two-decimal text.
  const match = /^(-?)([\d,]+)(?:\.(\d{1,2}))?$/.exec(String(text));
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2].replace(/,/g, '')) * 100 + Number((match[3] ?? '0').padEnd(2, '0')));
}

export interface DiceBet {
  outcome: string;
  winLossFen: number;
  balanceFen: number;
}

/**
 * Plays one round of the demo venue's dice game in the frame, as a player: taps 大 and waits
 * for the result line; returns what the venue answered.
 */
export async function betBigInFrame(page: Page, frame: FrameLocator): Promise<DiceBet> {
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/venue/api/bet');
  await frame.getByRole('button', { name: '大', exact: true }).click();
  const body = (await (await answer).json()) as ApiEnvelope<{ outcome: string; win_loss: string | number; balance: string | number }>;
  assert.equal(body.code, 200, `the bet was refused: ${body.message}`);
  await frame.getByText(/恭喜，赢了|很遗憾，输了/).waitFor();
  const balanceFen = fen(body.data.balance);
  assert.equal(fen(await frame.locator('#balance').innerText()), balanceFen, 'the game shows the balance the venue answered');
  return { outcome: body.data.outcome, winLossFen: fen(body.data.win_loss), balanceFen };
}

/**
 * axe over the screen, the framed page's own content excepted (it belongs to the venue, the
 * service desk or the partner): findings inside a frame carry a '>>>' in their target.
 */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const findings = (await scanPage(page, where)).filter((finding) => !finding.target.includes('>>>'));
  assert.equal(findings.length, 0, `axe on ${where}:\n  ${describeFindings(findings)}`);
}

/** Index of the carousel's active indicator dot. */
export const activeSlide = (page: Page): Promise<number> =>
  page
    .locator('.adm-page-indicator-dot')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active')));
