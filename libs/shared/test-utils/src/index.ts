export { renderWithTheme } from './render-with-theme';
export type { RenderWithThemeOptions } from './render-with-theme';
export { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
export { fail, fakeApi, ok } from './fake-api';
export { deferred, expectToast, pageRenderer, renderPage } from './render-page';
export type { RenderPageOptions } from './render-page';
export type { FakeAnswer, FakeApi, FakeCall } from './fake-api';
// Fixtures shared by stories and tests: one site, Chinese promo banners, provider logos, records.
export { BANNER_SIZE, promoBanner, providerLogo, siteLogo } from './fixtures/pictures';
export { promoBannersFixture, SITE_NAME, siteAppInfo, siteLogoFixture } from './fixtures/site';
export { providerLogoFor, providersFixture } from './fixtures/providers';
export type { ProviderFixture } from './fixtures/providers';
export { moneyRecordsFixture } from './fixtures/records';
export type { MoneyRecordFixture, RecordStatusTone } from './fixtures/records';
export { venueBalancesFixture, walletFiguresFixture } from './fixtures/wallet';
export { bankBadge, bankCardsFixture, page, usdtAddressesFixture, userFixture, venuesFixture } from './fixtures/member';
// Catalogue tests of every feature (docs/i18n.md).
export { describeTranslations, translationProblems } from './translations';
export type { TranslationsUnderTest } from './translations';
// Stories of every feature: a router for views that link.
export { withRouter } from './story-router';
