import { screen, within } from '@testing-library/react';
import UserCentPage from './user-cent-page';
import { renderPage } from '../test/render-page';

describe('/userCent', () => {
  it('is titled 个人资料 and has the four entries', () => {
    renderPage(<UserCentPage />, { at: '/userCent' });
    expect(screen.getByRole('heading', { name: '个人资料' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: '个人资料' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['个人信息', '/userInfo'],
      ['卡片管理', '/wallet'],
      ['登录密码', '/password?type=1'],
      ['取款密码', '/password?type=2'],
    ]);
  });
});
