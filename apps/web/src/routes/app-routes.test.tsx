import { act, fireEvent, screen } from '@testing-library/react';
import { rememberScroll } from './scroll-memory';
import { currentRoute, renderShell, tab } from '../test/render-shell';

describe('routes', () => {
  it('shows the feature page of the path inside the main layout', async () => {
    renderShell({ at: '/' });
    expect(await screen.findByText('home page at /')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
  });

  it('sends a visitor on a login-required route to /login with the full path as redirect', async () => {
    renderShell({ at: '/mine?tab=2&x=1' });
    expect(await screen.findByText(/^login page at/)).toBeInTheDocument();
    expect(currentRoute()).toBe('/login?redirect=/mine?tab=2&x=1');
  });

  it('guards members-only paths no feature serves yet, and lets members through to /', async () => {
    renderShell({ at: '/money?from=home' });
    await screen.findByText(/^login page at/);
    expect(currentRoute()).toBe('/login?redirect=/money?from=home');
  });

  it('lets a member open a login-required route', async () => {
    renderShell({ at: '/mine', token: 'member-token' });
    expect(await screen.findByText('member page at /mine')).toBeInTheDocument();
  });

  it('redirects unknown paths to /', async () => {
    renderShell({ at: '/no/such/page?x=1' });
    expect(await screen.findByText('home page at /')).toBeInTheDocument();
    expect(currentRoute()).toBe('/');
  });

  it('keeps the tab bar off top-level routes', async () => {
    renderShell({ at: '/gamePage?name=ag' });
    await screen.findByText('game page at /gamePage?name=ag');
    expect(screen.queryByRole('navigation', { name: '底部导航' })).not.toBeInTheDocument();
  });
});

describe('tab bar', () => {
  it('selects the tab of the path', async () => {
    renderShell({ at: '/activity' });
    await screen.findByText('activity page at /activity');
    expect(tab('优惠')).toHaveAttribute('aria-current', 'page');
    expect(tab('首页')).not.toHaveAttribute('aria-current');
  });

  it('selects no tab on /hongbao', async () => {
    renderShell({ at: '/hongbao' });
    await screen.findByText('hongbao page at /hongbao');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'page')).toEqual([]);
  });

  it('navigates, and says 已在当前页面！ when the tab is the page shown', async () => {
    renderShell({ at: '/' });
    await screen.findByText('home page at /');

    fireEvent.click(tab('赞助'));
    expect(await screen.findByText('zhanzhu page at /zhanzhu')).toBeInTheDocument();
    expect(tab('赞助')).toHaveAttribute('aria-current', 'page');

    fireEvent.click(tab('赞助'));
    expect(await screen.findByText('已在当前页面！')).toBeInTheDocument();
    expect(currentRoute()).toBe('/zhanzhu');
  });

  it('sends a visitor tapping 我的 to /login with /mine as the redirect', async () => {
    renderShell({ at: '/' });
    await screen.findByText('home page at /');
    fireEvent.click(tab('我的'));
    expect(await screen.findByText('login page at /login?redirect=%2Fmine')).toBeInTheDocument();
  });
});

describe('scroll restoration', () => {
  it('scrolls to the top after every navigation', async () => {
    renderShell({ at: '/' });
    await screen.findByText('home page at /');
    const scrollTo = window.scrollTo as jest.Mock;
    scrollTo.mockClear();

    fireEvent.click(tab('优惠'));
    await screen.findByText('activity page at /activity');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    fireEvent.click(tab('首页'));
    await screen.findByText('home page at /');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('back returns to where the player was on that page; a new page starts at the top', async () => {
    renderShell({ at: '/' });
    await screen.findByText('home page at /');
    // What the after-load chunk starts (startup/after-load.ts).
    rememberScroll(window);
    // jsdom does not scroll: the spy moves scrollY as a browser would.
    const scrollTo = window.scrollTo as jest.Mock;
    const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    scrollTo.mockImplementation((_x: number, y: number) => setScrollY(y));
    setScrollY(420);
    fireEvent.scroll(window);

    fireEvent.click(tab('优惠'));
    await screen.findByText('activity page at /activity');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    setScrollY(90);
    fireEvent.scroll(window);

    act(() => window.history.back());
    await screen.findByText('home page at /');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);

    act(() => window.history.forward());
    await screen.findByText('activity page at /activity');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);

    fireEvent.click(tab('首页'));
    await screen.findByText('home page at /');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    setScrollY(0);
  });
});
