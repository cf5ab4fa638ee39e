import { act, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { appInfoFixture } from '../test/fixtures';
import { ok, renderHome } from '../test/render-home';

beforeAll(async () => {
  installAntdMobileReact19();
  // Load the on-demand chunks once up front, so no test waits for their first compile.
  await Promise.all([import('./notice-modal'), import('./red-packet-button'), import('../components/game-launch')]);
});
afterEach(() => {
  act(() => Toast.clear());
  localStorage.clear();
  // The chosen category is kept in the history entry: each test starts on a fresh one.
  window.history.replaceState(null, '');
});

const TOKEN = 'member-token-0123456789abcdef';
const tap = (element: HTMLElement) => act(() => element.click());
const gameButton = (name: string) => within(screen.getByRole('tabpanel')).getByRole('button', { name: new RegExp(name) });

describe('home page: opening games', () => {
  it('tells a visitor to log in and asks the server nothing', async () => {
    const { calls } = renderHome();
    await screen.findByText('AG真人');
    tap(gameButton('AG真人'));
    expect(await screen.findByText('请登录！')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/getGameUrl')).toBe(false);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("asks a member's game URL (lobby code as game_type, category as game_code) and goes to /gamePage", async () => {
    const { calls } = renderHome({ token: TOKEN });
    await screen.findByText('AG真人');
    act(() => screen.getByRole('tab', { name: '电竞' }).click());
    tap(gameButton('雷火电竞'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/gamePage?name=lh&type=0&code=gaming');
    expect(calls.find((c) => c.path === '/api/getGameUrl')?.body).toEqual({
      plat_name: 'lh',
      game_type: '0',
      game_code: 'gaming',
      is_mobile_url: 1,
    });
  });

  it('shows the server message and stays when the game URL is refused', async () => {
    renderHome({ token: TOKEN, routes: { '/api/getGameUrl': { code: 202, message: '游戏维护中', data: [] } } });
    await screen.findByText('AG真人');
    tap(gameButton('DG真人'));
    expect(await screen.findByText('游戏维护中')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await waitFor(() => expect(gameButton('DG真人')).not.toHaveAttribute('aria-busy'));
  });
});

describe('home page: red packet, app card, quick buttons, notices', () => {
  it('hides the red-packet button when the switch is 0', async () => {
    renderHome({ routes: { '/api/app': ok({ ...appInfoFixture, redpacket_switch: '0' }) } });
    await screen.findByText('AG真人');
    expect(screen.queryByRole('link', { name: '抢红包' })).not.toBeInTheDocument();
  });

  it('shows the red-packet button to /hongbao when the switch is 1, and its cross closes it', async () => {
    renderHome();
    const packet = await screen.findByRole('link', { name: '抢红包' });
    expect(packet).toHaveAttribute('href', '/hongbao');
    tap(screen.getByRole('button', { name: '关闭红包入口' }));
    expect(screen.queryByRole('link', { name: '抢红包' })).not.toBeInTheDocument();
  });

  it('links the app card to /app and closes it with its cross', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: '立即下载' })).toHaveAttribute('href', '/app');
    tap(screen.getByRole('button', { name: '关闭下载提示' }));
    expect(screen.queryByRole('link', { name: '立即下载' })).not.toBeInTheDocument();
    expect(screen.queryByText('下载官方APP')).not.toBeInTheDocument();
  });

  it('links the quick buttons to deposit, transfer, withdrawal and VIP', async () => {
    renderHome();
    const nav = await screen.findByRole('navigation', { name: '快捷入口' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['存款', '/recharge'],
      ['转账', '/transfer'],
      ['取款', '/withdrawal'],
      ['VIP', '/vip'],
    ]);
  });

  it('opens the notice modal from the notice bar, and its button leads to /message', async () => {
    renderHome();
    await screen.findByText('AG真人');
    const bar = await screen.findByRole('button', { name: /公告：尊敬的会员/ });
    await act(async () => bar.click());
    const dialog = await screen.findByRole('dialog', { name: '平台公告' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByText('温馨提示：请勿向任何人透露您的登录密码和支付密码。')).toBeInTheDocument();

    tap(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => bar.click());
    tap(within(await screen.findByRole('dialog')).getByRole('link', { name: '查看全部公告' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/message');
  });
});

describe('home notice modal: the unread site messages (docs/product.md §3 messageNum)', () => {
  const letters = (total: number) => ok({ current_page: 1, data: [], last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total });
  const openModal = async () => {
    await screen.findByText('AG真人');
    await act(async () => screen.getByRole('button', { name: /公告：/ }).click());
    return screen.findByRole('dialog', { name: '平台公告' });
  };

  it('counts what arrived since /message last showed the 站内信 (stored messageNum) and leads to that tab', async () => {
    localStorage.setItem('messageNum', '2');
    const { api } = renderHome({ token: TOKEN, routes: { '/api/noticeList': letters(5) } });
    const dialog = await openModal();
    const more = await within(dialog).findByRole('link', { name: '查看全部公告，3条未读站内信' });
    expect(within(more).getByText('3')).toBeInTheDocument();
    expect(api.callsTo('/api/noticeList').map((c) => c.body)).toEqual([{ page: 1 }]);
    tap(more);
    expect(await screen.findByTestId('location')).toHaveTextContent('/message?type=2');
  });

  it('shows every message as unread when /message was never opened, and 99+ past 99', async () => {
    renderHome({ token: TOKEN, routes: { '/api/noticeList': letters(120) } });
    const dialog = await openModal();
    const more = await within(dialog).findByRole('link', { name: '查看全部公告，120条未读站内信' });
    expect(within(more).getByText('99+')).toBeInTheDocument();
  });

  it('shows no count when everything was seen, and asks again at each opening', async () => {
    localStorage.setItem('messageNum', '4');
    const { api } = renderHome({ token: TOKEN, routes: { '/api/noticeList': letters(4) } });
    let dialog = await openModal();
    await waitFor(() => expect(api.callsTo('/api/noticeList')).toHaveLength(1));
    expect(within(dialog).getByRole('link', { name: '查看全部公告' })).toHaveAttribute('href', '/message');
    tap(within(dialog).getByRole('button', { name: '关闭' }));

    // An operator posts a letter while the member is on home.
    api.answer('/api/noticeList', letters(5));
    dialog = await openModal();
    expect(await within(dialog).findByRole('link', { name: '查看全部公告，1条未读站内信' })).toBeInTheDocument();
    expect(api.callsTo('/api/noticeList')).toHaveLength(2);
  });

  it('asks nothing for a visitor (the call is members only) and shows no count', async () => {
    const { api } = renderHome();
    const dialog = await openModal();
    expect(within(dialog).getByRole('link', { name: '查看全部公告' })).toHaveAttribute('href', '/message');
    expect(api.callsTo('/api/noticeList')).toHaveLength(0);
  });

  it('shows no count, and no error, when the count cannot be had', async () => {
    renderHome({ token: TOKEN, routes: { '/api/noticeList': 'network-error' } });
    const dialog = await openModal();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(within(dialog).getByRole('link', { name: '查看全部公告' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/未读/)).not.toBeInTheDocument();
  });
});
