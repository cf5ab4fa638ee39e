import { act, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { overlay, restoreChinese } from '@h5/domain';
import { fail } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import ConcisePage from './concise-page';
import en from '../locales/en';
import * as gamesMessages from '../messages';
import { conciseGamesFixture } from '../test/fixtures';
import { MEMBER_TOKEN, ok, renderRoute } from '../test/render-route';

beforeAll(() => installAntdMobileReact19());
afterEach(() => {
  act(() => Toast.clear());
  localStorage.clear();
});

const byTab = (body: Record<string, unknown>) => ok(conciseGamesFixture(body['platform_name'] as 'obgdy'));
const routes = { '/api/gamelistBycode': byTab, '/api/getGameUrl': ok({ url: 'https://venue.example/play?ticket=t' }) };
const render = (path = '/concise', token: string | null = null, extra = {}) =>
  renderRoute('/concise', path, ConcisePage, { routes: { ...routes, ...extra }, token });
const tap = (element: HTMLElement) => act(() => element.click());
const tab = (name: string) => screen.getByRole('tab', { name });
const grid = () => screen.getByRole('region', { name: /游戏列表$/ });

describe('/concise', () => {
  // A language is written onto the texts after this module has loaded (a player whose
  // first screen is this one); the screen reads them when rendering, not when it loaded.
  it('shows its texts in the language they are in when it renders', async () => {
    overlay(gamesMessages, en);
    try {
      render();
      expect(await screen.findByRole('tab', { name: 'OB Slots' })).toBeInTheDocument();
    } finally {
      restoreChinese(gamesMessages);
    }
  });
  it('opens on OB电子 and asks for it by platform_name', async () => {
    const { api } = render();
    expect(await within(grid()).findByRole('button', { name: '财神到' })).toBeInTheDocument();
    expect(tab('OB电子')).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('/api/gamelistBycode').map((c) => c.body)).toEqual([{ platform_name: 'obgdy' }]);
  });

  it('opens the tab the query names', async () => {
    const { api } = render('/concise?type=pp');
    await within(grid()).findByRole('button', { name: '财神到' });
    expect(tab('PP电子')).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('/api/gamelistBycode')[0]?.body).toEqual({ platform_name: 'pp' });
  });

  it('fetches each tab once: going back to a visited tab asks nothing', async () => {
    const { api } = render();
    await within(grid()).findByRole('button', { name: '财神到' });
    for (const name of ['FG电子', 'PP电子', 'AE电子', 'OB电子', 'FG电子']) {
      tap(tab(name));
      await waitFor(() => expect(tab(name)).toHaveAttribute('aria-selected', 'true'));
      await within(grid()).findByRole('button', { name: '财神到' });
    }
    expect(api.callsTo('/api/gamelistBycode').map((c) => c.body['platform_name'])).toEqual(['obgdy', 'fgdz', 'pp', 'ae']);
    expect(JSON.parse(localStorage.getItem('conciseTabs') ?? '{}')).toHaveProperty('ae');
  });

  it("paints the last visit's list at once while it asks again", async () => {
    localStorage.setItem('conciseTabs', JSON.stringify({ obgdy: conciseGamesFixture('obgdy', 2) }));
    render('/concise', null, { '/api/gamelistBycode': new Promise(() => undefined) });
    expect(within(grid()).getByRole('button', { name: '金龙献瑞' })).toBeInTheDocument();
  });

  it('shows 空空如也 for a provider with no games', async () => {
    render('/concise', null, { '/api/gamelistBycode': ok([]) });
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });

  it('shows the failure with a retry that asks again', async () => {
    const { api } = render('/concise', null, { '/api/gamelistBycode': 'network-error' });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/gamelistBycode', byTab);
    tap(retry);
    expect(await within(grid()).findByRole('button', { name: '财神到' })).toBeInTheDocument();
  });

  it('shows the server message when the list is refused', async () => {
    render('/concise', null, { '/api/gamelistBycode': fail(500, '厂商维护中') });
    expect(await screen.findByText('厂商维护中')).toBeInTheDocument();
  });

  it('tells a visitor 请登录！ and asks for no game URL', async () => {
    const { api } = render();
    tap(await within(grid()).findByRole('button', { name: '招财猫' }));
    expect(await screen.findByText('请登录！')).toBeInTheDocument();
    expect(api.callsTo('/api/getGameUrl')).toHaveLength(0);
  });

  it("opens a member's game with catecode and gamecode, then goes to /gamePage", async () => {
    const { api } = render('/concise?type=fgdz', MEMBER_TOKEN);
    tap(await within(grid()).findByRole('button', { name: '招财猫' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/gamePage?name=fgdz&type=fg005&code=concise');
    expect(api.callsTo('/api/getGameUrl')[0]?.body).toEqual({
      plat_name: 'fgdz',
      game_type: 'fg005',
      game_code: 'concise',
      is_mobile_url: 1,
    });
  });

  it('stays on the grid with the server message when the game is refused', async () => {
    render('/concise', MEMBER_TOKEN, { '/api/getGameUrl': fail(202, '游戏维护中') });
    tap(await within(grid()).findByRole('button', { name: '招财猫' }));
    expect(await screen.findByText('游戏维护中')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
