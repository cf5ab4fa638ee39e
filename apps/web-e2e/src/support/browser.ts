import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './env';
import { trackRequests } from './network';

export const VIEWPORT = { width: 375, height: 667 } as const;
/** The narrowest phone the product supports (DONE: every page at 320 px too). */
export const NARROW_VIEWPORT = { width: 320, height: 568 } as const;

/** How long a flow waits for something to appear: generous, the CI machine has 2 cores. */
export const WAIT_MS = 15_000;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CHROMIUM_OPTIONS = { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS };

/**
 * Debian's Chromium (no `playwright install`: it cannot download here). Under run-e2e every flow
 * connects to one browser the run started (E2E_BROWSER_WS) and works in contexts of its own
 * (cookies, storage, cache and service workers are per context): a launch and close per flow cost
 * about 1.5 s of CPU, 67 times a run. A flow file run alone launches its own.
 */
export const launchChromium = (): Promise<Browser> => {
  const shared = process.env['E2E_BROWSER_WS'];
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM_OPTIONS);
};

/** The one browser of a run, for launchChromium to connect to. */
export const launchChromiumServer = () => chromium.launchServer(CHROMIUM_OPTIONS);

/**
 * Records layout shifts not caused by input from the first paint on, so a flow can assert
 * the screen did not jump while it loaded (the CLS of web-vitals, without session windows).
 */
const LAYOUT_SHIFT_RECORDER = `
  window.__e2eLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__e2eLayoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export interface MobilePage {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far; a flow fails when any is left at its end. */
  problems: string[];
  /** Every route the page has been on, in order (hash navigations included). */
  visited: string[];
}

/**
 * A phone-sized page (375×667, touch, zh-CN) that collects every page and console error.
 * The app's service worker (docs/performance.md, Live money and the service worker) is blocked unless a flow asks for it: a controlled page
 * takes its chunks from the worker's cache, which page.route never sees.
 */
export async function openMobilePage(
  browser: Browser,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<MobilePage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    serviceWorkers,
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  context.setDefaultTimeout(WAIT_MS);
  // tsx compiles with esbuild's keepNames, which wraps named inner functions in __name();
  // page.evaluate ships a function's source without that helper, so the page provides it.
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
  await context.addInitScript(LAYOUT_SHIFT_RECORDER);
  const page = await context.newPage();
  trackRequests(page);
  const problems: string[] = [];
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(currentRoute(page));
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
    // React reports a server/client mismatch as a warning in some builds: a failure all the same.
    else if (msg.type() === 'warning' && /hydrat/i.test(msg.text())) problems.push(`hydration warning: ${msg.text()}`);
  });
  return { context, page, problems, visited };
}

/** The app at a hash route, e.g. `open(page, '/login?type=1')`. */
export async function open(page: Page, route = '/'): Promise<void> {
  await page.goto(`/#${route}`);
  await waitForApp(page);
}

/** Whether React has taken over #root: hydrateRoot/createRoot mark the container (runs in the page). */
const reactOwnsRoot = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'));

/**
 * `/` paints the server's HTML before any script runs. A tap on a link there works at once; a
 * button's tap is kept and replayed once the app has hydrated (apps/web/src/ssr/early-taps.ts),
 * which the first-paint flow checks. Every other flow waits, like a player who sees the page
 * react, until React owns the root (hydrateRoot/createRoot mark the container and attach the
 * listeners; from then on React hydrates the tapped part first and delivers the tap).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(reactOwnsRoot);
}

/** Whether React has taken over #root yet (hydrated it or rendered into it). */
export const reactOwnsPage = (page: Page): Promise<boolean> => page.evaluate(reactOwnsRoot);

/** The route part of the address: '/login?redirect=%2Fmine' for http://host/#/login?redirect=%2Fmine. */
export function currentRoute(page: Page): string {
  const hash = new URL(page.url()).hash.replace(/^#/, '');
  return hash === '' ? '/' : hash;
}

/** Waits until the route (path and query) equals `route`. */
export async function waitForRoute(page: Page, route: string, timeout = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while (currentRoute(page) !== route) {
    if (Date.now() > deadline) throw new Error(`expected route ${route}, still on ${currentRoute(page)}`);
    await page.waitForTimeout(50);
  }
}

export const readLayoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __e2eLayoutShift: number }).__e2eLayoutShift);

export interface StorageSnapshot {
  session: Record<string, string>;
  local: Record<string, string>;
}

export const readStorage = (page: Page): Promise<StorageSnapshot> =>
  page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));

/**
 * Starts the app as a logged-in member would: the token in sessionStorage before the app
 * boots (docs/product.md §4: logged in means a token there; polling starts when one exists at start-up).
 */
export async function startWithToken(page: Page, token: string, route = '/'): Promise<void> {
  await open(page, route);
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.reload();
  await waitForApp(page);
}

/**
 * Waits until the page has been on a matching route since `visited[since]`, even if it
 * moved on already (an unbuilt screen's path is sent on to / by the shell).
 */
export async function waitForVisit(
  mobile: Pick<MobilePage, 'page' | 'visited'>,
  since: number,
  matches: (route: string) => boolean,
  what: string,
): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!mobile.visited.slice(since).some(matches)) {
    if (Date.now() > deadline) throw new Error(`expected ${what}, went through ${mobile.visited.slice(since).join(' → ') || 'no route'}`);
    await mobile.page.waitForTimeout(50);
  }
}

/**
 * Live money off for this page, as the server answers with PUSH_EVENTS=0 (HTTP 200, code 404):
 * the client stops asking and polls as the spec's client does. For flows that wait for a quiet
 * network (the accessibility scans: an open event stream never lets the network go idle, and
 * each scan would wait out its 5 s bound).
 */
export async function withoutLiveMoney(page: Page): Promise<void> {
  await page.route('**/api/stream', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 404, message: '', data: null }) }),
  );
}
