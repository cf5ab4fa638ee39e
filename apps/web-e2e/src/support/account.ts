/**
 * Set-up for the account flows (a file of its own: the shared support files belong to other
 * flows): member calls, the operator's site message, bets in a demo venue, picture files.
 */
import { API_PATHS, type ApiEnvelope, type VenueBalance } from '@h5/api-contract';
import { describeFindings, scanPage } from './a11y';
import { open, startWithToken } from './browser';
import { baseUrl, operatorToken } from './env';
import type { Page } from 'playwright-core';

async function post<T>(path: string, body: unknown, bearer: string): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as ApiEnvelope<T>;
}

async function data<T>(path: string, body: unknown, bearer: string): Promise<T> {
  const answer = await post<T>(path, body, bearer);
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
  return answer.data;
}

/** A member call's code and message (for checks that a call is refused). */
export const memberCall = (path: string, body: unknown, token: string) => post<unknown>(path, body, token);

/** An operator's 站内信 to one member. */
export const postSiteMessage = (username: string, title: string, content: string) =>
  data('/admin/messages', { username, title, content }, operatorToken('content'));

/** A 2×2 png, a gif header and a jpeg header: what the avatar input is given. */
export const PICTURES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPj/n4GBgYGJgYGBAQAeBgICeS6Y/QAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA', 'base64'),
  html: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
};

export interface PlacedBets {
  venue: VenueBalance;
  settled: string;
  unsettled: string;
  voided: string;
}

/**
 * Three bets in the first demo venue, as a player's game page places them: one settled at
 * once, one left pending (未结算), one pending and then voided by the operator (无效).
 * Money goes in as on the site: an operator credit, then a transfer into the venue.
 */
export async function placeDemoBets(username: string, token: string): Promise<PlacedBets> {
  await data('/admin/balance/adjust', { username, amount: 500, reason: 'e2e account bets' }, operatorToken('finance'));
  const venue = (await data<VenueBalance[]>(API_PATHS.balancelist, {}, token))[0];
  await data(API_PATHS.transfer, { amount: 300, sourcetype: 'userbalance', targettype: venue.platname }, token);
  const { url } = await data<{ url: string }>(
    API_PATHS.getGameUrl,
    { plat_name: venue.platname, game_type: '0', game_code: '', is_mobile_url: 1 },
    token,
  );
  const page = await (await fetch(url)).text();
  const session = /data-session="([^"]+)"/.exec(page)?.[1];
  if (!session) throw new Error('the demo game page carries no session');
  const bet = async (pending: boolean) => {
    const res = await fetch(`${new URL(url).origin}/venue/api/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, stake: 10, pick: 'big', pending }),
    });
    const answer = (await res.json()) as ApiEnvelope<{ bet_id: string }>;
    if (answer.code !== 200) throw new Error(`bet answered ${answer.code}: ${answer.message}`);
    return answer.data.bet_id;
  };
  const settled = await bet(false);
  const unsettled = await bet(true);
  const voided = await bet(true);
  await data('/admin/bets/settle', { bet_id: voided, result: 'void' }, operatorToken('finance'));
  return { venue, settled, unsettled, voided };
}

/**
 * Starts the app as a logged-in member on a members-only route: the token is stored on /
 * first (opening the route without one would park the page on /login?redirect=…).
 */
export async function startAt(page: Page, token: string, route: string): Promise<void> {
  await startWithToken(page, token);
  await open(page, route);
}

/**
 * A full page load, then the route: the reload happens on / (the page the server renders),
 * so the member's tab hydrates the server's visitor HTML (any mismatch fails the flow).
 */
export async function reloadThenOpen(page: Page, route: string): Promise<void> {
  await open(page, '/');
  await page.reload();
  await open(page, route);
}

/** axe (WCAG 2.2 A/AA) over the screen as it is now: fails on any serious or critical finding. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const findings = await scanPage(page, where);
  if (findings.length > 0) throw new Error(`axe on ${where}:\n  ${describeFindings(findings)}`);
}
