import { act, screen, waitFor } from '@testing-library/react';
import { accountApi, selectSessionExpired } from '@h5/api-client';
import { DOWNLOAD_FRAME_REMOVE_MS } from '@h5/domain';
import { fail } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import GamePage from './game-page';
import { appInfoFixture } from '../test/fixtures';
import { MEMBER_TOKEN, ok, renderRoute } from '../test/render-route';

beforeAll(() => installAntdMobileReact19());
afterEach(() => localStorage.clear());

const GAME_URL = 'https://venue.example/play?ticket=abc';
const routes = {
  '/api/getGameUrl': ok({ url: GAME_URL }),
  '/api/getAgentLoginUrl': ok({ url: 'https://agent.example/login' }),
  '/api/getservicerurl': ok({ url: 'https://chat.example/room', domain: 'https://h5.example' }),
  '/api/app': ok({ ...appInfoFixture, ios_download_url: 'https://dl.example/app.plist' }),
};
const render = (path: string, options: { token?: string | null; state?: unknown; routes?: typeof routes | Record<string, unknown> } = {}) =>
  renderRoute('/gamePage', path, GamePage, {
    token: options.token === undefined ? MEMBER_TOKEN : options.token,
    state: options.state,
    routes: { ...routes, ...(options.routes as object) },
  });
const frame = (title: string) => screen.findByTitle(title);

describe('/gamePage', () => {
  it('asks the game URL of name/type/code (is_mobile_url 1) and frames it under the back bar', async () => {
    const { api } = render('/gamePage?name=obgdy&type=ob001&code=concise');
    const game = await frame('游戏页面');
    expect(game).toHaveAttribute('src', GAME_URL);
    expect(game.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(api.callsTo('/api/getGameUrl').map((c) => c.body)).toEqual([
      { plat_name: 'obgdy', game_type: 'ob001', game_code: 'concise', is_mobile_url: 1 },
    ]);
  });

  it('sends game_type 0 (the lobby) when the query has no type', async () => {
    const { api } = render('/gamePage?name=ag&code=realbet');
    await frame('游戏页面');
    expect(api.callsTo('/api/getGameUrl')[0]?.body).toMatchObject({ plat_name: 'ag', game_type: '0', game_code: 'realbet' });
  });

  it('uses the URL the launcher already fetched and asks nothing', async () => {
    const { api } = render('/gamePage?name=ag&type=0&code=realbet', { state: { url: 'https://venue.example/given' } });
    expect(await frame('游戏页面')).toHaveAttribute('src', 'https://venue.example/given');
    expect(api.callsTo('/api/getGameUrl')).toHaveLength(0);
  });

  it('dailiD=1 frames the agent login URL', async () => {
    render('/gamePage?dailiD=1');
    expect(await frame('代理登录页面')).toHaveAttribute('src', 'https://agent.example/login');
    expect(screen.getByRole('heading', { name: '代理登录' })).toBeInTheDocument();
  });

  it('dailiD=2 frames the customer-service URL', async () => {
    render('/gamePage?dailiD=2', { token: null });
    expect(await frame('在线客服页面')).toHaveAttribute('src', 'https://chat.example/room');
  });

  it('app=1 loads ios_download_url in a hidden download frame and removes the frame after 2 s (docs/product.md §9)', async () => {
    jest.useFakeTimers();
    try {
      render('/gamePage?app=1');
      const download = await frame('APP下载页面');
      expect(download).toHaveAttribute('src', 'https://dl.example/app.plist');
      expect(download.getAttribute('sandbox')).toBe('allow-downloads allow-top-navigation-by-user-activation');
      expect(download).not.toBeVisible();
      // The screen shows the address itself (to copy into the phone's browser) and the install note.
      expect(screen.getByText('https://dl.example/app.plist')).toBeVisible();
      expect(screen.getByText(/同一网络/)).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(DOWNLOAD_FRAME_REMOVE_MS - 1));
      expect(screen.getByTitle('APP下载页面')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByTitle('APP下载页面')).not.toBeInTheDocument();
      expect(screen.getByText('https://dl.example/app.plist')).toBeVisible();

      // 重新下载: a new frame for another 2 s.
      act(() => screen.getByRole('button', { name: '重新下载' }).click());
      expect(screen.getByTitle('APP下载页面')).toHaveAttribute('src', 'https://dl.example/app.plist');
      act(() => jest.advanceTimersByTime(DOWNLOAD_FRAME_REMOVE_MS));
      expect(screen.queryByTitle('APP下载页面')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('app=1 without a download address says so instead of an empty frame', async () => {
    render('/gamePage?app=1', { routes: { '/api/app': ok({ ...appInfoFixture, ios_download_url: '' }) } });
    expect(await screen.findByText('暂未提供下载地址')).toBeInTheDocument();
    expect(screen.queryByTitle('APP下载页面')).not.toBeInTheDocument();
  });

  it('shows the server message and a way back instead of a blank frame when the game is refused', async () => {
    render('/gamePage?name=ag', { routes: { '/api/getGameUrl': fail(500, '场馆维护中，请稍后再试') } });
    expect(await screen.findByText('场馆维护中，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByTitle('游戏页面')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '返回' })).toHaveLength(2);
  });

  it('retries after a network failure', async () => {
    const { api } = render('/gamePage?name=ag', { routes: { '/api/getGameUrl': 'network-error' } });
    expect(await screen.findByText('加载失败，请稍后再试')).toBeInTheDocument();
    api.answer('/api/getGameUrl', ok({ url: GAME_URL }));
    act(() => screen.getByRole('button', { name: '重新加载' }).click());
    expect(await frame('游戏页面')).toHaveAttribute('src', GAME_URL);
    expect(api.callsTo('/api/getGameUrl')).toHaveLength(2);
  });

  it('tells a visitor 请登录！ and asks nothing', async () => {
    const { api } = render('/gamePage?name=ag', { token: null });
    expect(await screen.findByText('请登录！')).toBeInTheDocument();
    expect(api.callsTo('/api/getGameUrl')).toHaveLength(0);
  });

  it("an expired session raises the shell's expiry and still shows a way back", async () => {
    const { store } = render('/gamePage?name=ag', { routes: { '/api/getGameUrl': fail(401, '登录过期') } });
    await waitFor(() => expect(selectSessionExpired(store.getState())).toBe(true));
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('without a game in the query says so', async () => {
    render('/gamePage');
    expect(await screen.findByText('未指定游戏，请返回重新选择')).toBeInTheDocument();
  });

  it('on leaving a game, the header balance asks again (bets moved the venue balance)', async () => {
    const { unmount, store, api } = render('/gamePage?name=ag', { routes: { '/api/balance': ok({ balance: '100.00' }) } });
    // What the shell's header holds while the game is open.
    store.dispatch(accountApi.endpoints.balance.initiate());
    await frame('游戏页面');
    await waitFor(() => expect(api.callsTo('/api/balance').length).toBeGreaterThan(0));
    const before = api.callsTo('/api/balance').length;
    unmount();
    await waitFor(() => expect(api.callsTo('/api/balance').length).toBe(before + 1));
  });
});
