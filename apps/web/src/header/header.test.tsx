import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, ok } from '../test/fake-api';
import { currentRoute, renderShell } from '../test/render-shell';

describe('header', () => {
  it('shows the logo with 登录 and 注册 to a visitor', async () => {
    renderShell({ at: '/' });
    expect(await screen.findByRole('img', { name: '皇冠体育' })).toHaveAttribute('src', '/pictures/logo.svg');
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '一键回收' })).not.toBeInTheDocument();
  });

  it('opens the login and register panels', async () => {
    renderShell({ at: '/' });
    fireEvent.click(await screen.findByRole('link', { name: '注册' }));
    expect(await screen.findByText('login page at /login?type=1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '登录' }));
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
  });

  it('shows a member the central balance, refresh and 一键回收', async () => {
    renderShell({ at: '/', token: 'member-token' });
    expect(await screen.findByText('¥1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新余额' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '一键回收' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('refreshes the balance and keeps the refreshed user in localStorage', async () => {
    const { api } = renderShell({
      at: '/',
      token: 'member-token',
      answers: { '/api/refreshusermoney': ok({ username: 'player01', balance: '88.00', gameblance: 12 }) },
    });
    await screen.findByText('¥1,234.50');
    localStorage.setItem('userInfo', JSON.stringify({ username: 'player01', isagent: 1, balance: '1234.50' }));
    api.answer('/api/balance', ok({ balance: '88.00' }));

    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(await screen.findByText('¥88.00')).toBeInTheDocument();
    expect(api.callsTo('/api/refreshusermoney')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toEqual({
      username: 'player01',
      isagent: 1,
      balance: '88.00',
      gameblance: 12,
    });
  });

  it('shows the 一键回收 message whatever the code', async () => {
    const { api } = renderShell({ at: '/', token: 'member-token', answers: { '/api/transall': ok([], '回收成功') } });
    fireEvent.click(await screen.findByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('回收成功')).toBeInTheDocument();

    api.answer('/api/transall', fail(209, '场馆维护中，请稍后再试'));
    fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('场馆维护中，请稍后再试')).toBeInTheDocument();
    expect(api.callsTo('/api/transall')).toHaveLength(2);
  });

  it.each(['/activity', '/mine'])('is hidden on %s', async (path) => {
    renderShell({ at: path, token: 'member-token' });
    await screen.findByText(`${path.slice(1)} page at ${path}`.replace('mine page', 'member page'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打开菜单' })).not.toBeInTheDocument();
  });

  it.each([
    ['/message', '消息'],
    ['/abouts?type=5', '条款与规则'],
    ['/abouts?type=6', '隐私政策'],
    ['/abouts', '关于我们'],
  ])('shows a back arrow and the title on %s', async (path, title) => {
    renderShell({ at: path, token: 'member-token' });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打开菜单' })).not.toBeInTheDocument();
  });

  it('goes home from a back-arrow page opened directly', async () => {
    renderShell({ at: '/message', token: 'member-token' });
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(currentRoute()).toBe('/'));
  });
});
