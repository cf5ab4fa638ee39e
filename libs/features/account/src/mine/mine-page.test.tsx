import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { fail, ok, userFixture } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import MinePage from './mine-page';
import { agentUserFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(() => {
  installAntdMobileReact19();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:picked-avatar'), revokeObjectURL: jest.fn() });
});
afterEach(() => act(() => Toast.clear()));

const file = (name: string, type: string, size = 1024) => {
  const picked = new File(['x'], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
};

const shortcuts = () =>
  within(screen.getByRole('navigation', { name: '我的功能' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/mine', () => {
  it('shows the member: name, VIP badge, joined day, central balance and every shortcut in order', async () => {
    renderPage(<MinePage />, { at: '/mine' });
    expect(screen.getByRole('heading', { level: 1, name: '我的' })).toBeInTheDocument();
    const who = await screen.findByRole('link', { name: /zhangwei88/ });
    expect(who).toHaveAttribute('href', '/userInfo');
    expect(who).toHaveTextContent('VIP3');
    // The badge of the level's metal next to the name (VIP3: bronze).
    expect(who.querySelector('svg[data-vip-tier]')).toHaveAttribute('data-vip-tier', 'bronze');
    expect(who).toHaveTextContent('加入第128天');
    expect(screen.getByText('¥1,280.50')).toBeInTheDocument();
    expect(shortcuts()).toEqual([
      'VIP特权',
      '礼品活动',
      '我的钱包',
      '交易记录',
      '投注记录',
      '账户设置',
      '消息中心',
      '返水中心',
      '活动记录',
      '福利中心',
      '合营计划',
      'APP下载',
      '帮助中心',
      '负责任博彩',
    ]);
    expect(screen.getByRole('link', { name: '客服' })).toHaveAttribute('href', '/kefu');
  });

  it('offers the agent login instead of 合营计划 to an agent', async () => {
    renderPage(<MinePage />, { at: '/mine', routes: { '/api/user': ok(agentUserFixture) } });
    expect((await screen.findByText('VIP8')).querySelector('svg[data-vip-tier]')).toHaveAttribute('data-vip-tier', 'gold');
    expect(shortcuts()).toContain('代理登录');
    expect(shortcuts()).not.toContain('合营计划');
    expect(screen.getByRole('link', { name: '代理登录' })).toHaveAttribute('href', '/gamePage?dailiD=1');
  });

  it('refreshes the balance through refreshusermoney and shows the new amount', async () => {
    const { api } = renderPage(<MinePage />, { at: '/mine' });
    await screen.findByText('¥1,280.50');
    api.answer('/api/refreshusermoney', ok({ ...userFixture, balance: '2000.00' }));
    api.answer('/api/user', ok({ ...userFixture, balance: '2000.00' }));
    api.answer('/api/balance', ok({ balance: '2000.00' }));
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(await screen.findByText('¥2,000.00')).toBeInTheDocument();
    expect(api.callsTo('/api/refreshusermoney')).toHaveLength(1);
  });

  it('refuses a jpg and a too-big png without uploading, and shows a png at once', async () => {
    const { api } = renderPage(<MinePage />, {
      at: '/mine',
      routes: { '/api/uploadimg': ok({ path: 'http://127.0.0.1/uploads/avatars/1-a.png' }, '上传成功') },
    });
    await screen.findByText('VIP3');
    const input = screen.getByLabelText('更换头像');

    fireEvent.change(input, { target: { files: [file('me.jpg', 'image/jpeg')] } });
    expect(await screen.findByText('只支持gif和png格式的图片')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [file('big.png', 'image/png', 3 * 1024 * 1024)] } });
    expect(await screen.findByText('图片大小不能超过2MB')).toBeInTheDocument();
    expect(api.callsTo('/api/uploadimg')).toHaveLength(0);

    // The server now holds the picture: the refetched member carries its URL.
    api.answer('/api/user', ok({ ...userFixture, avatar: 'http://127.0.0.1/uploads/avatars/1-a.png' }));
    fireEvent.change(input, { target: { files: [file('me.png', 'image/png')] } });
    expect(screen.getByTestId('avatar-image')).toHaveAttribute('src', 'blob:picked-avatar');
    await waitFor(() => expect(api.callsTo('/api/uploadimg')).toHaveLength(1));
    expect(screen.queryByText('图片大小不能超过2MB')).not.toBeInTheDocument();
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('avatar-image')).toHaveAttribute('src', 'http://127.0.0.1/uploads/avatars/1-a.png'));
  });

  it('shows the server refusal of an upload and keeps the old picture', async () => {
    renderPage(<MinePage />, { at: '/mine', routes: { '/api/uploadimg': fail(202, '只支持gif和png格式的图片') } });
    await screen.findByText('VIP3');
    fireEvent.change(screen.getByLabelText('更换头像'), { target: { files: [file('fake.png', 'image/png')] } });
    expect(await screen.findByText('只支持gif和png格式的图片')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('avatar-image')).not.toBeInTheDocument());
  });

  it('logs out after 您确定要退出登录吗? with the shared logout', async () => {
    const { api, store } = renderPage(<MinePage />, { at: '/mine', routes: { '/api/logoff': ok([]) } });
    await screen.findByText('VIP3');
    fireEvent.click(screen.getByRole('button', { name: '安全退出' }));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsTo('/api/logoff')).toHaveLength(1);
  });

  it('offers a retry when the member cannot be loaded', async () => {
    const { api } = renderPage(<MinePage />, { at: '/mine', routes: { '/api/user': 'network-error' } });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/user', ok(userFixture));
    fireEvent.click(retry);
    expect(await screen.findByText('¥1,280.50')).toBeInTheDocument();
  });
});
