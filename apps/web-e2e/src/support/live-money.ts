/**
 * Support for the live-money flow (docs/api.md, Live money): the member's deposits asked through the member
 * API, and a log of the page's API requests (what left, when), so the flow can say how often
 * the balance polls left while the stream was up and while it was blocked.
 */
import assert from 'node:assert/strict';
import { API_PATHS, PUSH_STREAM_PATH, type ApiEnvelope } from '@h5/api-contract';
import { baseUrl, operatorToken } from './env';
import { FLOW_REFUSAL_REASON } from './operators';
import type { Page, Request } from 'playwright-core';

/** A ¥`yuan` Alipay deposit the member asks for (pending until the operator decides). */
export async function askDeposit(token: string, yuan: number): Promise<void> {
  const res = await fetch(`${baseUrl()}${API_PATHS.recharge}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ paytype: 'alipay', amount: yuan }),
  });
  const answer = (await res.json()) as ApiEnvelope<unknown>;
  assert.equal(answer.code, 200, `recharge answered ${answer.code}: ${answer.message}`);
}

/**
 * The operator decides a deposit. With E2E_OPERATOR_URL (live-money-fleet.ts: two API instances
 * on one PostgreSQL database) through the other instance than the page's, so the event has to
 * cross the fleet; otherwise through the page's own server.
 */
export async function decideDepositElsewhere(orderNo: string, action: 'approve' | 'refuse'): Promise<void> {
  const url = process.env['E2E_OPERATOR_URL'] ?? baseUrl();
  const token = process.env['E2E_OPERATOR_TOKEN'] ?? operatorToken('finance');
  const res = await fetch(`${url}/admin/deposits/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ order_no: orderNo, action, reason: action === 'refuse' ? FLOW_REFUSAL_REASON : '' }),
  });
  const answer = (await res.json()) as ApiEnvelope<unknown>;
  assert.equal(answer.code, 200, `deposit decision answered ${answer.code}: ${answer.message}`);
}

/** The balance polls: the header's and the wallet screens' (docs/product.md §9). */
export const BALANCE_POLLS = [API_PATHS.balance, API_PATHS.balancelist] as string[];

export interface RequestLog {
  /** Every API request since the log began, with its path and when it left (ms since epoch). */
  all: Array<{ path: string; at: number }>;
  /** Requests of `paths` that left in [from, to). */
  between: (from: number, to: number, paths?: string[]) => Array<{ path: string; at: number }>;
  /** Waits for the next request to `path` after `after` (ms since epoch); its time. */
  next: (path: string, after: number, timeoutMs: number) => Promise<number>;
  /** Whether a stream answered as one (200, text/event-stream) and has not ended. */
  streamOpen: () => boolean;
  /** Waits until a stream is open. */
  waitForStream: (timeoutMs: number) => Promise<void>;
}

export function logRequests(page: Page): RequestLog {
  const all: RequestLog['all'] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) all.push({ path, at: Date.now() });
  });
  // The stream requests that answered as a stream and have not ended.
  const open = new Set<Request>();
  const isStream = (url: string) => new URL(url).pathname === PUSH_STREAM_PATH;
  page.on('response', (response) => {
    if (isStream(response.url()) && response.status() === 200 && response.headers()['content-type']?.startsWith('text/event-stream'))
      open.add(response.request());
  });
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  const streamOpen = () => open.size > 0;
  return {
    all,
    between: (from, to, paths) => all.filter((r) => r.at >= from && r.at < to && (!paths || paths.includes(r.path))),
    next: async (path, after, timeoutMs) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = all.find((r) => r.path === path && r.at > after);
        if (hit) return hit.at;
        assert.ok(Date.now() < until, `no ${path} request within ${timeoutMs} ms`);
        await page.waitForTimeout(50);
      }
    },
    streamOpen,
    waitForStream: async (timeoutMs) => {
      const until = Date.now() + timeoutMs;
      while (!streamOpen()) {
        assert.ok(Date.now() < until, `no stream open within ${timeoutMs} ms`);
        await page.waitForTimeout(50);
      }
      // The hello follows the answer's headers: the figures and the stopped polls with it.
      await page.waitForTimeout(300);
    },
  };
}
