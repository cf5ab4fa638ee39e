import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithRetry, UiKitProvider } from '@h5/ui-kit';
import { ErrorBoundary } from './error-boundary';
import { CLIENT_ERRORS_PATH } from './report';
import { currentRoute, renderShell, stubRoutes, tab } from '../test/render-shell';
import type { RetryEnv } from './retry-env';
import type { ComponentType } from 'react';

// The browser's reload, which jsdom lacks: the retry tests watch this one.
const mockRetryEnv: { current?: RetryEnv } = {};
jest.mock('./retry-env', () => ({ browserRetryEnv: () => mockRetryEnv.current }));

// What Chromium says when a lazy page's chunk does not arrive (network) or is gone (redeploy).
// Each test's chunk has its own name: the reporter sends one report per distinct error.
let chunkNo = 0;
const chunkFailure = (name = `Chunk${(chunkNo += 1)}`) =>
  new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${name}.js`);
const SponsorsPage: ComponentType = () => <p>the zhanzhu screen</p>;

/** The stand-in routes with /zhanzhu (logo header and tab bar around it) served by `Page`. */
const withSponsors = (Page: ComponentType) => stubRoutes.map((route) => (route.path === '/zhanzhu' ? { path: '/zhanzhu', Page } : route));

/** A fetch answer (jsdom has no Response). */
const answer = (status: number, type: string) => ({ status, ok: status >= 200 && status < 300, headers: { get: () => type } });

// Whole-shell renders with lazy pages: slow on a busy 2-core machine.
jest.setTimeout(20_000);

let fetchMock: jest.Mock;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The reporter's and the stale-build check's requests: the chunk is there (a network failure).
  fetchMock = jest.fn(async () => answer(200, 'text/javascript'));
  window.fetch = fetchMock as typeof fetch;
  // React logs every error a boundary catches; these are the ones the tests cause.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const reports = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === CLIENT_ERRORS_PATH)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, string>);

describe('a page whose code fails to load', () => {
  it('shows the error state with 重新加载 in the page area; the header and tab bar still work', async () => {
    const load = jest.fn().mockRejectedValue(chunkFailure());
    renderShell({ at: '/zhanzhu', routes: withSponsors(lazyWithRetry(load)) });

    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('加载失败，请稍后再试');
    expect(await screen.findByRole('banner')).toBeInTheDocument();

    fireEvent.click(tab('优惠'));
    expect(await screen.findByText('activity page at /activity')).toBeInTheDocument();
    expect(currentRoute()).toBe('/activity');
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
  });

  it('重新加载 imports the code afresh and shows the page; no second import without it', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue({ default: SponsorsPage });
    renderShell({ at: '/zhanzhu', routes: withSponsors(lazyWithRetry(load)) });

    const retry = await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 });
    // Rendering the failed page again (the boundary, React's retries) never re-imports by itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(retry);
    expect(await screen.findByText('the zhanzhu screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the fresh import fails again on a chunk that now answers (Chromium keeps the failure), one tap reloads the page', async () => {
    const load = jest.fn().mockRejectedValue(chunkFailure('Kept1'));
    const env = { fetchFn: fetchMock as unknown as typeof fetch, storage: sessionStorage, reload: jest.fn(), now: Date.now };
    mockRetryEnv.current = env;
    const Page = lazyWithRetry(load);
    render(
      <UiKitProvider>
        <ErrorBoundary area="page">
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </UiKitProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/assets/Kept1.js', { method: 'HEAD', cache: 'no-store' });
    // Styled error state from the shell's own code, still there until the page goes.
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('while the chunk is still unreachable, 重新加载 leaves the error state and does not reload', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const load = jest.fn().mockRejectedValue(chunkFailure('Away1'));
    const env = { fetchFn: fetchMock as unknown as typeof fetch, storage: sessionStorage, reload: jest.fn(), now: Date.now };
    mockRetryEnv.current = env;
    const Page = lazyWithRetry(load);
    render(
      <UiKitProvider>
        <ErrorBoundary area="page">
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </UiKitProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('http://localhost/assets/Away1.js', expect.anything()));
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('opening the page again tries its code again', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue({ default: SponsorsPage });
    renderShell({ at: '/zhanzhu', routes: withSponsors(lazyWithRetry(load)) });
    await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 });

    fireEvent.click(tab('首页'));
    await screen.findByText('home page at /');
    fireEvent.click(tab('赞助'));
    expect(await screen.findByText('the zhanzhu screen')).toBeInTheDocument();
  });

  it('reports the failure to the server (no reload: the chunk is still there)', async () => {
    const load = jest.fn().mockRejectedValue(chunkFailure('Abc1234'));
    renderShell({ at: '/zhanzhu', routes: withSponsors(lazyWithRetry(load)) });
    await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 });

    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      source: 'boundary:page',
      route: '/zhanzhu',
      message: expect.stringContaining('Failed to fetch dynamically imported module'),
    });
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/assets/Abc1234.js', expect.objectContaining({ method: 'HEAD' }));
    expect(sessionStorage.getItem('h5:stale-build-reload')).toBeNull();
  });
});

describe('two parts whose code failed together (the header and the page)', () => {
  it("a tap on the page's 重新加载 brings both back; the header does not stay on its error state", async () => {
    const headerLoad = jest
      .fn()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue({ default: () => <p>the header</p> });
    const pageLoad = jest
      .fn()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue({ default: () => <p>the page</p> });
    const HeaderPart = lazyWithRetry(headerLoad);
    const PagePart = lazyWithRetry(pageLoad);
    render(
      <UiKitProvider>
        <ErrorBoundary area="header">
          <Suspense fallback={null}>
            <HeaderPart />
          </Suspense>
        </ErrorBoundary>
        <main>
          <ErrorBoundary area="page">
            <Suspense fallback={null}>
              <PagePart />
            </Suspense>
          </ErrorBoundary>
        </main>
      </UiKitProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重新加载' })).toHaveLength(2), { timeout: 10_000 });

    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(await screen.findByText('the header')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    expect(headerLoad).toHaveBeenCalledTimes(2);
  });
});

describe('a page that throws while rendering', () => {
  it('shows the same error state and keeps the shell; the report carries no card number', async () => {
    const Broken: ComponentType = () => {
      throw new Error('cannot read balance of card 6217 0000 1111 2222 333');
    };
    renderShell({ at: '/zhanzhu', routes: withSponsors(Broken) });

    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]['message']).toBe('Error: cannot read balance of card [card]');
  });
});

describe('a page that draws its own header (/activityInfo)', () => {
  const BrokenPage: ComponentType = () => {
    throw new Error('the page broke');
  };
  const withActivityInfo = stubRoutes.map((route) => (route.path === '/vip' ? { path: '/activityInfo', Page: BrokenPage } : route));

  it('fails with a back arrow in its error state (the shell shows no header there); back leaves the page', async () => {
    renderShell({ at: '/activityInfo?id=1', routes: withActivityInfo });
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 })).toBeInTheDocument();
    // The one banner is the error state's own bar, inside the page area.
    expect(within(screen.getByRole('main')).getByRole('banner')).toBe(screen.getByRole('banner'));
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(currentRoute()).toBe('/'));
  });

  it('keeps a tab page without a header (the tab bar is there) free of a back arrow', async () => {
    renderShell({ at: '/activity', routes: stubRoutes.map((r) => (r.path === '/activity' ? { path: '/activity', Page: BrokenPage } : r)) });
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });
});
