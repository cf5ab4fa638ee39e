import { bankCardsFixture, type FakeAnswer, ok, pageRenderer, usdtAddressesFixture, userFixture, venuesFixture } from '@h5/test-utils';
import { betAmountFixture, depositRecordsFixture } from './fixtures';

/** What a member with money, two bank cards, two USDT addresses and some records sees. */
export const cashierRoutes = (): Record<string, FakeAnswer> => ({
  '/api/user': ok(userFixture),
  '/api/balance': ok({ balance: userFixture.balance }),
  '/api/balancelist': ok(venuesFixture),
  '/api/getcard': (body) => ok(Number(body['type']) === 1 ? bankCardsFixture : usdtAddressesFixture),
  '/api/getBetAmount': ok(betAmountFixture),
  '/api/gettransrecord': ok(depositRecordsFixture),
});

/** The real store and page against the shared fake API, answering as cashier's member unless a test says otherwise. */
export const renderPage = pageRenderer(cashierRoutes);
