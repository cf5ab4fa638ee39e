import { createAppStore } from '@h5/api-client';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';
import { UiKitProvider } from '@h5/ui-kit';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { ok };

export const MEMBER_TOKEN = 'member-token-0123456789abcdef';

export interface RenderRouteOptions {
  routes?: Record<string, FakeAnswer>;
  token?: string | null;
  /** Navigation state of the first entry (the launcher's game URL). */
  state?: unknown;
}

/**
 * The real store and one games page at `path` against the shared fake API. Any other path
 * renders where the page led (data-testid location), so tests can follow a tap.
 */
export function renderRoute(route: string, path: string, Page: ComponentType, options: RenderRouteOptions = {}) {
  const api = fakeApi(options.routes);
  const store = createAppStore({ token: options.token ?? null, fetchFn: api.fetchFn });
  const view = render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: options.state }]}>
          <Routes>
            <Route path={route} element={<Page />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </UiKitProvider>
    </Provider>,
  );
  return { ...view, store, api };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
