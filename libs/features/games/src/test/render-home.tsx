import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@h5/api-client';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';
import { UiKitProvider } from '@h5/ui-kit';
import { appInfoFixture, bannersFixture, gameListFixture, noticesFixture } from './fixtures';
import HomePage from '../home/home-page';

export { ok };

export const defaultRoutes = (): Record<string, FakeAnswer> => ({
  '/api/bannerList': ok(bannersFixture),
  '/api/homenotice': ok(noticesFixture),
  '/api/app': ok(appInfoFixture),
  '/api/game/list': ok(gameListFixture),
  '/api/getGameUrl': ok({ url: 'https://venue.example/play' }),
});

/**
 * The real store and the real HomePage against the shared fake API; any other route renders
 * the path it reached, so tests can see where a tap led.
 */
export function renderHome(options: { routes?: Record<string, FakeAnswer>; token?: string | null } = {}) {
  const api = fakeApi({ ...defaultRoutes(), ...options.routes });
  const fetchFn = api.fetchFn;
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
  return { ...view, store, calls: api.calls, api };
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
