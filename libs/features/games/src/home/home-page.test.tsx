import { act, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { CACHE_KEYS } from '@h5/api-client';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { NOTICE_SCROLL_DELAY_MS } from './use-home';
import { bannersFixture, gameListFixture } from '../test/fixtures';
import { deferred, ok, renderHome } from '../test/render-home';

beforeAll(installAntdMobileReact19);
afterEach(() => {
  act(() => Toast.clear());
  localStorage.clear();
  // The chosen category is kept in the history entry: each test starts on a fresh one.
  window.history.replaceState(null, '');
});

describe('home page: loading, error and cache', () => {
  it('shows only a skeleton until the banner list arrives, then the page with "1 / 4"', async () => {
    const banners = deferred<ReturnType<typeof ok>>();
    renderHome({ routes: { '/api/bannerList': banners.promise } });

    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('存款')).not.toBeInTheDocument());
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await act(async () => banners.resolve(ok(bannersFixture)));
    expect(await screen.findByTestId('banner-indicator')).toHaveTextContent('1 / 4');
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /存款/ })).toBeInTheDocument();
  });

  it('loads the first banner eagerly with high priority and the others lazily', async () => {
    renderHome();
    const pictures = await screen.findAllByRole('img', { name: /活动图/ });
    expect(pictures).toHaveLength(4);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    for (const picture of pictures.slice(1)) expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the page hidden while the banner list is empty', async () => {
    renderHome({ routes: { '/api/bannerList': ok([]) } });
    expect(await screen.findByText('暂无内容，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByTestId('banner-indicator')).not.toBeInTheDocument();
  });

  it('offers a retry when the banner call fails, and shows the page once it succeeds', async () => {
    const { calls, api } = renderHome({ routes: { '/api/bannerList': 'network-error' } });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败，请检查网络后重试');

    api.answer('/api/bannerList', ok(bannersFixture));
    await act(async () => retry.click());
    expect(await screen.findByTestId('banner-indicator')).toHaveTextContent('1 / 4');
    expect(calls.filter((c) => c.path === '/api/bannerList')).toHaveLength(2);
  });

  it('shows the server message when the banner call answers a business error', async () => {
    renderHome({ routes: { '/api/bannerList': { code: 500, message: '轮播图加载失败', data: [] } } });
    expect(await screen.findByText('轮播图加载失败')).toBeInTheDocument();
  });

  it('stores banners and the game lists, and a return visit paints them before the server answers', async () => {
    const first = renderHome();
    await screen.findByText('AG真人');
    expect(JSON.parse(localStorage.getItem(CACHE_KEYS.banner) ?? '[]')).toHaveLength(4);
    expect(JSON.parse(localStorage.getItem(CACHE_KEYS.gaming) ?? '[]').map((g: { name: string }) => g.name)).toEqual(['雷火电竞']);
    first.unmount();

    const never = new Promise<never>(() => undefined);
    renderHome({ routes: { '/api/bannerList': never, '/api/game/list': never } });
    expect(screen.getByTestId('banner-indicator')).toHaveTextContent('1 / 4');
    expect(screen.getByText('AG真人')).toBeInTheDocument();
  });

  it('keeps the notice line still through start-up and scrolls it NOTICE_SCROLL_DELAY_MS after the page is idle', async () => {
    renderHome();
    const marquee = await screen.findByTestId('notice-marquee');
    expect(marquee).toHaveAttribute('data-scrolling', 'false');
    await waitFor(() => expect(marquee).toHaveAttribute('data-scrolling', 'true'), { timeout: NOTICE_SCROLL_DELAY_MS + 2000 });
  });

  it('asks for banners of type 2 and the whole game list', async () => {
    const { calls } = renderHome();
    await screen.findByText('AG真人');
    expect(calls.find((c) => c.path === '/api/bannerList')?.body).toEqual({ type: 2 });
    expect(calls.some((c) => c.path === '/api/game/list')).toBe(true);
  });
});

describe('home page: categories', () => {
  it('switches categories and shows only games with app_state 1', async () => {
    renderHome();
    const tabs = await screen.findByRole('tablist', { name: '游戏分类' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['真人', '体育', '电竞', '棋牌', '电子', '彩票']);
    expect(within(tabs).getByRole('tab', { name: '真人' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.querySelector('strong')?.textContent),
    ).toEqual(['AG真人', 'DG真人']);

    act(() => within(tabs).getByRole('tab', { name: '电竞' }).click());
    expect(within(tabs).getByRole('tab', { name: '电竞' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('雷火电竞')).toBeInTheDocument();
    expect(within(panel).queryByText('雷火电竞（维护中）')).not.toBeInTheDocument();
    expect(within(panel).queryByText('AG真人')).not.toBeInTheDocument();
  });

  it('back to / shows the category the player left (kept in the history entry), not 真人', async () => {
    const first = renderHome();
    const tabs = await screen.findByRole('tablist', { name: '游戏分类' });
    act(() => within(tabs).getByRole('tab', { name: '电子' }).click());
    first.unmount();
    renderHome();
    const again = await screen.findByRole('tablist', { name: '游戏分类' });
    expect(within(again).getByRole('tab', { name: '电子' })).toHaveAttribute('aria-selected', 'true');
    expect(within(again).getByRole('tab', { name: '真人' })).toHaveAttribute('aria-selected', 'false');
  });

  it("shows the slot category's four fixed /concise entries plus its playable venues", async () => {
    renderHome();
    await screen.findByText('AG真人');
    act(() => screen.getByRole('tab', { name: '电子' }).click());
    const panel = screen.getByRole('tabpanel');
    const fixed = within(panel).getAllByRole('link');
    expect(fixed.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['OB电子全部游戏', '/concise?type=obgdy'],
      ['FG电子全部游戏', '/concise?type=fgdz'],
      ['PP电子全部游戏', '/concise?type=pp'],
      ['AE电子全部游戏', '/concise?type=ae'],
    ]);
    const venues = within(panel)
      .getAllByRole('button')
      .map((b) => b.querySelector('strong')?.textContent);
    expect(venues).toEqual(['OB电子', 'FG电子', 'PP电子']);
  });

  it('says so when a category has no playable game', async () => {
    renderHome({ routes: { '/api/game/list': ok(gameListFixture.filter((g) => g.category_id !== 'lottery')) } });
    await screen.findByText('AG真人');
    act(() => screen.getByRole('tab', { name: '彩票' }).click());
    expect(within(screen.getByRole('tabpanel')).getByText('该分类暂无游戏，敬请期待')).toBeInTheDocument();
  });

  it('offers a retry when the game list fails', async () => {
    const { api } = renderHome({ routes: { '/api/game/list': 'network-error' } });
    const panel = await screen.findByRole('tabpanel');
    const retry = await within(panel).findByRole('button', { name: '重新加载' });
    api.answer('/api/game/list', ok(gameListFixture));
    await act(async () => retry.click());
    expect(await within(panel).findByText('AG真人')).toBeInTheDocument();
  });
});
