import { type FakeAnswer, ok, page, pageRenderer, userFixture, venuesFixture } from '@h5/test-utils';
import { articlesFixture, betsFixture, noticesFixture, protectionFixture, siteMessagesFixture, statementFixture } from './fixtures';

/** What a member of the demo site sees on the account screens. */
export const accountRoutes = (): Record<string, FakeAnswer> => ({
  '/api/user': ok(userFixture),
  '/api/balance': ok({ balance: userFixture.balance }),
  '/api/refreshusermoney': ok(userFixture, '刷新成功'),
  '/api/balancelist': ok(venuesFixture),
  '/api/homenotice': ok(noticesFixture),
  '/api/noticeList': ok(page(siteMessagesFixture)),
  '/api/betrecord': ok(page(betsFixture)),
  '/api/protection': ok(protectionFixture),
  '/api/protection/statement': ok(statementFixture),
  '/api/article': (body) => {
    const article = articlesFixture[Number(body['type'])];
    return article ? ok(article) : { code: 202, message: '文章不存在', data: null };
  },
});

/** The real store and page against the shared fake API, answering as account's member unless a test says otherwise. */
export const renderPage = pageRenderer(accountRoutes);
