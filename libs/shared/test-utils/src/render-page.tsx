import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@h5/api-client';
import type { ApiEnvelope } from '@h5/api-contract';
import { UiKitProvider } from '@h5/ui-kit';
import { fakeApi, type FakeAnswer } from './fake-api';
import type { ReactElement } from 'react';

export interface RenderPageOptions {
  /** The route the page is mounted on, with its query. */
  at: string;
  /** Answers of the fake API for this test (over the feature's defaults). */
  routes?: Record<string, FakeAnswer>;
  /** The session token; null for a visitor (a member by default). */
  token?: string | null;
  /** A screen opened from another one, so 返回 has somewhere to go (several: the oldest first). */
  from?: string | readonly string[];
  /** The route pattern the page is mounted on when it is not `at`'s path (e.g. `/game/:code`). */
  route?: string;
  /** Navigation state of the opened entry (what the screen that led here handed over). */
  state?: unknown;
  /** A withdraw-only session (docs/api.md, Player protection) ending then, as a refused login in a time-out leaves it. */
  withdrawOnlyUntil?: string;
}

/**
 * A feature page as the app runs it: the real store and its baseQuery against the fake API,
 * the ui-kit provider and a router. Any other route renders the path it reached (testid
 * `location`), so a test sees where a tap led.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const api = fakeApi(options.routes);
  const store = createAppStore({
    token: options.token === undefined ? 'member-token' : options.token,
    withdrawOnlyUntil: options.withdrawOnlyUntil,
    fetchFn: api.fetchFn,
  });
  const [pathname, query] = options.at.split('?');
  const opened = { pathname, search: query ? `?${query}` : '', state: options.state };
  const before: readonly string[] = options.from === undefined ? [] : typeof options.from === 'string' ? [options.from] : options.from;
  const entries = [...before, opened];
  const view = render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={options.route ?? pathname} element={page} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </UiKitProvider>
    </Provider>,
  );
  return { ...view, store, api };
}

/** A feature's renderPage: its member's answers (`defaults`) unless a test says otherwise. */
export function pageRenderer(defaults: () => Record<string, FakeAnswer>) {
  return (page: ReactElement, options: RenderPageOptions) => renderPage(page, { ...options, routes: { ...defaults(), ...options.routes } });
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** An answer the test releases when it wants. */
export function deferred<T = ApiEnvelope<unknown>>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A toast with this text appeared. ui-kit also says each toast through a live region, so the
 * text is on the page twice (the toast and the announcer).
 */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}
