import { screen, within } from '@testing-library/react';
import { overlay, restoreChinese } from '@h5/domain';
import UserCentPage from './user-cent-page';
import en from '../locales/en';
import * as accountMessages from '../messages';
import { renderPage } from '../test/render-page';

describe('/userCent', () => {
  it('is titled 个人资料 and has the four entries and 账户安全', () => {
    renderPage(<UserCentPage />, { at: '/userCent' });
    expect(screen.getByRole('heading', { name: '个人资料' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: '个人资料' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['个人信息', '/userInfo'],
      ['卡片管理', '/wallet'],
      ['登录密码', '/password?type=1'],
      ['取款密码', '/password?type=2'],
      ['账户安全', '/accountSecurity'],
    ]);
  });

  // The entries read their labels when rendering, not when the module loaded.
  it('labels its entries in the language the texts are in when it renders', () => {
    overlay(accountMessages, en);
    try {
      renderPage(<UserCentPage />, { at: '/userCent' });
      const links = screen.getAllByRole('link').map((link) => link.textContent);
      expect(links).toEqual(expect.arrayContaining(['Personal info', 'My cards', 'Login password', 'Withdrawal password']));
    } finally {
      restoreChinese(accountMessages);
    }
  });
});
