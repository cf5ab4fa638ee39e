import type { ApiEnvelope } from '@h5/api-contract';
import { createAppStore } from '@h5/api-client';
import { UiKitProvider } from '@h5/ui-kit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { appInfoFixture, bannersFixture, gameListFixture, noticesFixture } from '../fixtures';
import { HomePage } from '../pages/home-page';

/** What the fake API answers per path: an envelope, or a promise of one (to hold a call back). */
export type FakeRoutes = Record<string, ApiEnvelope<unknown> | Promise<ApiEnvelope<unknown>> | 'network-error'>;

export const ok = (data: unknown): ApiEnvelope<unknown> => ({ code: 200, message: 'ok', data });

export const defaultRoutes = (): FakeRoutes => ({
  '/api/bannerList': ok(bannersFixture),
  '/api/homenotice': ok(noticesFixture),
  '/api/app': ok(appInfoFixture),
  '/api/game/list': ok(gameListFixture),
  '/api/getGameUrl': ok({ url: 'https://venue.example/play' }),
});

export interface SentCall {
  path: string;
  body: unknown;
}

/**
 * The real store and the real HomePage against a fake fetch; any other route renders the
 * path it reached, so tests can see where a tap led.
 */
export function renderHome(options: { routes?: FakeRoutes; token?: string | null } = {}) {
  // Mutable on purpose: a test changes an answer before pressing retry.
  const routes: FakeRoutes = { ...defaultRoutes(), ...options.routes };
  const calls: SentCall[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = routes[path];
    if (answer === undefined || answer === 'network-error') throw new TypeError('Failed to fetch');
    const envelope = await answer;
    return { ok: true, status: 200, json: async () => envelope } as unknown as Response;
  }) as typeof fetch;
  const store = createAppStore({ token: options.token ?? null, fetchFn });
  const view = render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </UiKitProvider>
    </Provider>,
  );
  return { ...view, store, calls, routes };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** A response the test releases when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
