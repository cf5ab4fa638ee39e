import type { ApiEnvelope } from '@h5/api-contract';
import { createAppStore } from '@h5/api-client';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';
import { UiKitProvider } from '@h5/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bankCardsFixture, betAmountFixture, depositRecordsFixture, usdtAddressesFixture, userFixture, venuesFixture } from '../fixtures';

/** What a member with money, two bank cards, two USDT addresses and some records sees. */
export const cashierRoutes = (): Record<string, FakeAnswer> => ({
  '/api/user': ok(userFixture),
  '/api/balance': ok({ balance: userFixture.balance }),
  '/api/balancelist': ok(venuesFixture),
  '/api/getcard': (body) => ok(Number(body['type']) === 1 ? bankCardsFixture : usdtAddressesFixture),
  '/api/getBetAmount': ok(betAmountFixture),
  '/api/gettransrecord': ok(depositRecordsFixture),
});

export interface RenderPageOptions {
  /** The route the page is mounted on, with its query. */
  at: string;
  routes?: Record<string, FakeAnswer>;
  token?: string | null;
  /** A screen opened from another one, so 返回 has somewhere to go. */
  from?: string;
}

/**
 * The real store and page against the shared fake API. Any other route renders the path it
 * reached, so a test sees where a tap led.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const api = fakeApi({ ...cashierRoutes(), ...options.routes });
  const store = createAppStore({ token: options.token === undefined ? 'member-token' : options.token, fetchFn: api.fetchFn });
  const path = options.at.split('?')[0];
  const entries = options.from ? [options.from, options.at] : [options.at];
  const view = render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={path} element={page} />
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

/** An answer the test releases when it wants. */
export function deferred() {
  let resolve!: (value: ApiEnvelope<unknown>) => void;
  const promise = new Promise<ApiEnvelope<unknown>>((r) => (resolve = r));
  return { promise, resolve };
}
