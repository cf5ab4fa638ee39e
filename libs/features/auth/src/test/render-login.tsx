import { createAppStore } from '@h5/api-client';
import { UiKitProvider } from '@h5/ui-kit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CAPTCHA_CODES } from '../captcha/captcha-codes';
import { appInfoFixture, serviceUrlFixture, userFixture } from '../fixtures';
import LoginPage from '../pages/login-page';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** /login with the real store and router, against a fake API; unknown answers default to the fixtures. */
export function renderLogin(url: string, answers: Record<string, FakeAnswer> = {}) {
  const api = fakeApi({
    '/api/app': ok(appInfoFixture),
    '/api/getservicerurl': ok(serviceUrlFixture),
    '/api/user': ok(userFixture),
    ...answers,
  });
  const store = createAppStore({ fetchFn: api.fetchFn, token: null });
  render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<p>other page</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </UiKitProvider>
    </Provider>,
  );
  return { api, store };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export const captchaImage = () => screen.getByAltText('验证码') as HTMLImageElement;

/** The code of the picture on screen, found the way any client-side test can: by its index. */
export const shownCode = () => CAPTCHA_CODES[Number(captchaImage().dataset['captchaIndex'])];

/** No picture shows this code (the codes are drawn from distinct random characters). */
export const WRONG_CODE = 'AAAA';
