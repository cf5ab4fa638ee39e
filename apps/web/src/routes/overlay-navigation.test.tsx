import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overlayEntryOnTop } from '@h5/ui-kit';
import { currentRoute, renderShell, tab } from '../test/render-shell';
// Loaded ahead so the lazy menu appears without waiting for a cold module transform.
import '../menu/left-menu';

// docs/architecture.md §8: the menu and dialogs hold one history entry; back closes them.
const back = () =>
  act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
  return screen.findByRole('dialog', { name: '侧边菜单' });
}
const stateKey = () => (window.history.state as { key?: string } | null)?.key;

describe('overlays and back', () => {
  it('back with the menu open on the first page closes the menu and stays on /', async () => {
    renderShell({ at: '/' });
    await screen.findByText('home page at /');
    const home = stateKey();
    await openMenu();
    expect(overlayEntryOnTop()).toBe(true);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '侧边菜单' })).not.toBeInTheDocument());
    await pause();
    expect(currentRoute()).toBe('/');
    expect(stateKey()).toBe(home);
    expect(overlayEntryOnTop()).toBe(false);
    expect(screen.getByText('home page at /')).toBeInTheDocument();
  });

  it('a menu entry replaces the menu’s entry: back from /vip is home without the menu, in one step', async () => {
    renderShell({ at: '/', token: 'member-token' });
    await screen.findByText('home page at /');
    const home = stateKey();
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '会员中心' }));
    expect(await screen.findByText('member page at /vip')).toBeInTheDocument();
    expect(overlayEntryOnTop()).toBe(false);
    const popped = jest.fn();
    window.addEventListener('popstate', popped);
    await back();
    expect(await screen.findByText('home page at /')).toBeInTheDocument();
    await pause();
    window.removeEventListener('popstate', popped);
    // One step: no entry of the menu was left behind to step over.
    expect(popped).toHaveBeenCalledTimes(1);
    expect(stateKey()).toBe(home);
    expect(screen.queryByRole('dialog', { name: '侧边菜单' })).not.toBeInTheDocument();
  });

  it('the logout confirm goes with its screen, and its 确定 cannot run on the next one', async () => {
    const { api } = renderShell({ at: '/', token: 'member-token' });
    await screen.findByText('¥1,234.50');
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '安全退出' }));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeInTheDocument();
    await pause();
    expect(overlayEntryOnTop()).toBe(true);
    // The screen ends while the confirm is open (the router's own navigation, not back).
    fireEvent.click(tab('优惠'));
    expect(await screen.findByText('activity page at /activity')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('您确定要退出登录吗?')).not.toBeInTheDocument());
    await pause();
    expect(api.callsTo('/api/logoff')).toHaveLength(0);
    expect(sessionStorage.getItem('token')).toBe('member-token');
  });

  it('back on the logout confirm answers 取消: still logged in, still on the screen', async () => {
    const { api } = renderShell({ at: '/', token: 'member-token' });
    await screen.findByText('¥1,234.50');
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '安全退出' }));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeInTheDocument();
    await pause();
    await back();
    await waitFor(() => expect(screen.queryByText('您确定要退出登录吗?')).not.toBeInTheDocument());
    await pause();
    expect(currentRoute()).toBe('/');
    expect(overlayEntryOnTop()).toBe(false);
    expect(api.callsTo('/api/logoff')).toHaveLength(0);
    expect(screen.getByText('home page at /')).toBeInTheDocument();
  });
});
