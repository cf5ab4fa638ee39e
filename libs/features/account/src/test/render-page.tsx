import { createAppStore } from '@h5/api-client';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';
import { UiKitProvider } from '@h5/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { articlesFixture, betsFixture, noticesFixture, page, siteMessagesFixture, userFixture, venuesFixture } from '../fixtures';

/** What a member of the demo site sees on the account screens. */
export const accountRoutes = (): Record<string, FakeAnswer> => ({
  '/api/user': ok(userFixture),
  '/api/balance': ok({ balance: userFixture.balance }),
  '/api/refreshusermoney': ok(userFixture, '刷新成功'),
  '/api/balancelist': ok(venuesFixture),
  '/api/homenotice': ok(noticesFixture),
  '/api/noticeList': ok(page(siteMessagesFixture)),
  '/api/betrecord': ok(page(betsFixture)),
  '/api/article': (body) => {
    const article = articlesFixture[Number(body['type'])];
    return article ? ok(article) : { code: 202, message: '文章不存在', data: null };
  },
});

export interface RenderPageOptions {
  /** The route the page is mounted on, with its query. */
  at: string;
  routes?: Record<string, FakeAnswer>;
  token?: string | null;
}

/** The real store and page against the shared fake API; any other route shows where a tap led. */
export function renderPage(pageElement: ReactElement, options: RenderPageOptions) {
  const api = fakeApi({ ...accountRoutes(), ...options.routes });
  const store = createAppStore({ token: options.token === undefined ? 'member-token' : options.token, fetchFn: api.fetchFn });
  const path = options.at.split('?')[0];
  const view = render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter initialEntries={[options.at]}>
          <Routes>
            <Route path={path} element={pageElement} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </UiKitProvider>
    </Provider>,
  );
  return { ...view, api, store };
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
