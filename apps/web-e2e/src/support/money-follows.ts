/**
 * Set-up, books and screen readings for the money-follows-server flow (a file of its own: the
 * shared support files belong to other flows). The member's orders and bets are made through
 * the member API before the screens open; the operator then moves the money
 * (support/api.ts) while a screen stays open, and the screen must show the books' figure.
 */
import assert from 'node:assert/strict';
import { API_PATHS, type ApiEnvelope, type VenueBalance } from '@h5/api-contract';
import { booksCentral, type Member } from './api';
import { baseUrl } from './env';
import type { Page } from 'playwright-core';

async function data<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const answer = (await res.json()) as ApiEnvelope<T>;
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
  return answer.data;
}

/** '1,280.50', '1280.50', 12 or '-2.00' → integer fen (no floats on money). */
export function fenOf(text: string | number): number {
  const match = /^(-?)([\d,]+)(?:\.(\d{1,2}))?$/.exec(String(text));
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2].replace(/,/g, '')) * 100 + Number((match[3] ?? '0').padEnd(2, '0')));
}

/** Fen → the screens' text: '¥1,280.50'. */
export function shownFen(fen: number): string {
  const yuan = String(Math.floor(fen / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `¥${yuan}.${String(fen % 100).padStart(2, '0')}`;
}

export interface MoneySetUp {
  /** Two pending ¥185.00 Alipay deposits, oldest first. */
  deposits: number;
  /** Two pending ¥100.00 withdrawals (the money already held). */
  withdrawals: number;
  /** The venue the pending bets sit in, and the bets (¥10.00 each, unsettled). */
  venue: VenueBalance;
  bets: string[];
}

/**
 * What the operator will decide while the screens are open: a bank card, ¥1,000.00 credited,
 * two ¥100.00 withdrawals asked (before any deposit, so no turnover is owed), two deposits,
 * ¥300.00 moved into the first venue and two unsettled ¥10.00 bets there.
 */
export async function prepareMoney(member: Member, token: string, credit: (yuan: number) => Promise<unknown>): Promise<MoneySetUp> {
  await data(
    API_PATHS.bindcard,
    {
      bank_owner: member.realname,
      bank: '中国工商银行',
      bank_address: '北京市朝阳支行',
      bank_no: '6222020200112233445',
      pay_pass: member.payPassword,
    },
    token,
  );
  const [card] = await data<Array<{ id: number }>>(API_PATHS.getcard, { type: 1 }, token);
  await credit(1000);
  for (let i = 0; i < 2; i += 1) await data(API_PATHS.withdraw, { amount: 100, bank: card.id, password: member.payPassword }, token);
  for (let i = 0; i < 2; i += 1) await data(API_PATHS.recharge, { paytype: 'alipay', amount: 185 }, token);
  const venue = (await data<VenueBalance[]>(API_PATHS.balancelist, {}, token))[0];
  await data(API_PATHS.transfer, { amount: 300, sourcetype: 'userbalance', targettype: venue.platname }, token);
  const { url } = await data<{ url: string }>(
    API_PATHS.getGameUrl,
    { plat_name: venue.platname, game_type: '0', game_code: '', is_mobile_url: 1 },
    token,
  );
  const gamePage = await (await fetch(url)).text();
  const session = /data-session="([^"]+)"/.exec(gamePage)?.[1];
  if (!session) throw new Error('the demo game page carries no session');
  const bets: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const res = await fetch(`${new URL(url).origin}/venue/api/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, stake: 10, pick: 'big', pending: true }),
    });
    const answer = (await res.json()) as ApiEnvelope<{ bet_id: string }>;
    if (answer.code !== 200) throw new Error(`bet answered ${answer.code}: ${answer.message}`);
    bets.push(answer.data.bet_id);
  }
  return { deposits: 2, withdrawals: 2, venue, bets };
}

/** The member's money in the books: central from the operator API, venues from the server's own list. */
export interface Books {
  central: number;
  game: number;
  venues: Map<string, number>;
}

export async function readBooks(username: string, token: string): Promise<Books> {
  const central = fenOf(await booksCentral(username));
  const venues = await data<VenueBalance[]>(API_PATHS.balancelist, {}, token);
  const byName = new Map(venues.map((v) => [v.name, fenOf(v.balance === 0 ? '0' : v.balance)]));
  return { central, game: [...byName.values()].reduce((a, b) => a + b, 0), venues: byName };
}

/**
 * What the open screen shows, read from the page: each labelled amount (a label followed by
 * its amount: 总资产, 中心钱包, 游戏钱包, a venue row's name and balance…, every occurrence)
 * and the header's balance.
 */
export interface ShownMoney {
  labelled: Record<string, string[]>;
  header: string | null;
}

export const readScreen = (page: Page): Promise<ShownMoney> =>
  page.evaluate(() => {
    const labelled: Record<string, string[]> = {};
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const text = el.childElementCount === 0 ? (el.textContent?.trim() ?? '') : '';
      const next = el.nextElementSibling;
      // innerText: what is rendered (an amount's hidden parts excepted); SVG elements have none.
      const amount = next instanceof HTMLElement ? next.innerText.trim() : '';
      if (!text || !/^¥/.test(amount)) continue;
      (labelled[text] ??= []).push(amount);
    }
    const header = (document.querySelector('header [aria-label="中心钱包"]') as HTMLElement | null)?.innerText.trim() ?? null;
    return { labelled, header };
  });

/** What the screen must show, as figure → expected text, checked against every occurrence. */
export type Expected = Record<string, string>;

export function mismatches(shown: ShownMoney, expected: Expected): string[] {
  const wrong: string[] = [];
  for (const [what, want] of Object.entries(expected)) {
    if (what === 'header') {
      if (shown.header !== want) wrong.push(`header ${shown.header ?? 'absent'} ≠ ${want}`);
    } else {
      const all = shown.labelled[what] ?? [];
      if (all.length === 0 || all.some((text) => text !== want)) wrong.push(`${what} [${all.join(', ') || 'absent'}] ≠ ${want}`);
    }
  }
  return wrong;
}

/**
 * Waits for the screen to show `expected` and returns how long it took; fails when it takes
 * longer than `withinMs` (the screen's poll interval + 1 s) or when a stale figure is shown
 * beside a fresh one at the end.
 */
export async function expectFollows(page: Page, expected: Expected, withinMs: number, what: string): Promise<number> {
  const started = Date.now();
  let wrong: string[] = [];
  while (Date.now() - started <= withinMs) {
    wrong = mismatches(await readScreen(page), expected);
    if (wrong.length === 0) return Date.now() - started;
    await page.waitForTimeout(100);
  }
  assert.fail(`${what}: not shown within ${withinMs} ms: ${wrong.join('; ')}`);
}
