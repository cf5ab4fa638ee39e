import { PUSH_STREAM_PATH } from '@h5/api-contract';
import type { Page, Request } from 'playwright-core';

/**
 * Requests in flight per page, the live-money stream left out: it stays open as long as a
 * member is on the page, so Playwright's `networkidle` (no connection for 500 ms) never comes
 * for a member and every wait on it ran to its timeout (5 s per route in the route scans).
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests; openMobilePage calls it before the page loads anything. */
export function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith(PUSH_STREAM_PATH)) requests.add(request);
  });
  const done = (request: Request) => requests.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until no request but the stream has been in flight for `quietMs` (lazy chunks, first
 * data, pictures), or `timeoutMs` passed: the caller goes on either way, as it did after
 * networkidle's timeout (a member's polls while the stream is blocked keep it busy).
 */
export async function waitForQuietNetwork(page: Page, { quietMs = 300, timeoutMs = 5000 } = {}): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('waitForQuietNetwork: the page was not opened with openMobilePage');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}
