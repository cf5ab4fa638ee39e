import { bankCardsFixture, type FakeAnswer, ok, pageRenderer, usdtAddressesFixture, userFixture, venuesFixture } from '@h5/test-utils';
import { banksFixture } from './fixtures';

/** What a member with money, two bank cards and two USDT addresses sees. */
export const walletRoutes = (): Record<string, FakeAnswer> => ({
  '/api/user': ok(userFixture),
  '/api/balance': ok({ balance: userFixture.balance }),
  '/api/balancelist': ok(venuesFixture),
  '/api/getcard': (body) => ok(Number(body['type']) === 1 ? bankCardsFixture : usdtAddressesFixture),
  '/api/banklist': ok(banksFixture),
});

/** The real store and page against the shared fake API, answering as wallet's member unless a test says otherwise. */
export const renderPage = pageRenderer(walletRoutes);
