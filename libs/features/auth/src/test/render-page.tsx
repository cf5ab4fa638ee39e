import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { type FakeAnswer, ok, pageRenderer, userFixture } from '@h5/test-utils';
import { appInfoFixture, serviceUrlFixture } from './fixtures';
import { CAPTCHA_CODES } from '../captcha/captcha-codes';
import LoginPage from '../login/login-page';

/** What a visitor of the demo site gets on /login, and the member a login or register loads. */
export const authRoutes = (): Record<string, FakeAnswer> => ({
  '/api/app': ok(appInfoFixture),
  '/api/getservicerurl': ok(serviceUrlFixture),
  '/api/user': ok(userFixture),
});

/** The real store and page against the shared fake API, answering as auth's site unless a test says otherwise. */
export const renderPage = pageRenderer(authRoutes);

/**
 * The address while /login is open: its query is the panel, the redirect and the referral code.
 * Once a tap leads elsewhere the page is gone and test-utils shows that address instead, under
 * the same test id.
 */
function Address() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** /login as a visitor opens it. */
export const renderLogin = (at: string, routes: Record<string, FakeAnswer> = {}) =>
  renderPage(
    <>
      <LoginPage />
      <Address />
    </>,
    { at, routes, token: null },
  );

export const currentLocation = () => screen.getByTestId('location').textContent;

export const captchaImage = () => screen.getByAltText('验证码') as HTMLImageElement;

/** The code of the picture on screen, found the way any client-side test can: by its index. */
export const shownCode = () => CAPTCHA_CODES[Number(captchaImage().dataset['captchaIndex'])];

/** No picture shows this code (the codes are drawn from distinct random characters). */
export const WRONG_CODE = 'AAAA';
