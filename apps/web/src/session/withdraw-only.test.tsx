import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createAppStore, loggedIn, loggedOut, withdrawOnly, type AppStore } from '@h5/api-client';
import { ok } from '../test/fake-api';
import { currentRoute, renderShell, stubRoutes } from '../test/render-shell';
import type { ShellRoute } from '../routes/shell-route';

function Stub({ name }: { name: string }) {
  const { pathname } = useLocation();
  return <p>{`${name} page at ${pathname}`}</p>;
}
const routes: readonly ShellRoute[] = [
  ...stubRoutes,
  { path: '/withdrawal', Page: () => <Stub name="withdrawal" /> },
  { path: '/transRecord', Page: () => <Stub name="records" /> },
  { path: '/recharge', Page: () => <Stub name="recharge" /> },
];
const UNTIL = '2026-03-17 12:00:00';
/** What the login's withdraw-only dialog (auth) does when the player taps 取款. */
const takeWithdrawOnly = (store: AppStore) =>
  act(() => {
    store.dispatch(withdrawOnly(UNTIL));
    store.dispatch(loggedIn('withdraw-token'));
  });

// Many renders of the whole shell each: more than jest's 5 s on a busy 2-core machine.
const SLOW_MS = 20_000;

// The session a refused login in a time-out or self-exclusion carries can only withdraw.
describe('a withdraw-only session in the shell', () => {
  it(
    'opens only the withdrawal screens (no tab bar) and sends every other route to /withdrawal',
    async () => {
      const { store } = renderShell({ at: '/login', routes, answers: { '/api/user': ok({ username: 'paused01', balance: '10.00' }) } });
      await screen.findByText('login page at /login');
      takeWithdrawOnly(store);
      expect(sessionStorage.getItem('token')).toBe('withdraw-token');
      expect(await screen.findByText('withdrawal page at /withdrawal')).toBeInTheDocument();

      for (const route of ['/', '/mine', '/recharge', '/vip', '/no/such/page']) {
        act(() => {
          window.location.hash = `#${route}`;
        });
        await waitFor(() => expect(currentRoute()).toBe('/withdrawal'));
      }
      expect(screen.queryByRole('navigation', { name: '底部导航' })).not.toBeInTheDocument();
      act(() => {
        window.location.hash = '#/transRecord';
      });
      expect(await screen.findByText('records page at /transRecord')).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'a reload keeps it withdraw-only; logout forgets it',
    async () => {
      sessionStorage.setItem('token', 'withdraw-token');
      sessionStorage.setItem('withdrawOnlyUntil', UNTIL);
      expect(createAppStore().getState().session).toMatchObject({ token: 'withdraw-token', withdrawOnlyUntil: UNTIL });

      const { store } = renderShell({ at: '/withdrawal', routes, token: 'member-token' });
      takeWithdrawOnly(store);
      sessionStorage.setItem('withdrawOnlyUntil', UNTIL);
      act(() => {
        store.dispatch(loggedOut());
      });
      expect(await screen.findByText('login page at /login')).toBeInTheDocument();
      expect(sessionStorage.getItem('withdrawOnlyUntil')).toBeNull();
      expect(store.getState().session.withdrawOnlyUntil).toBeNull();
    },
    SLOW_MS,
  );
});

describe('the left menu of a withdraw-only session', () => {
  it(
    'offers only 取款, 取款记录, feedback and 安全退出',
    async () => {
      await import('../menu/left-menu');
      const { store } = renderShell({ at: '/withdrawal', routes, token: 'member-token' });
      takeWithdrawOnly(store);
      await screen.findByText('withdrawal page at /withdrawal');
      fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
      const menu = await screen.findByRole('dialog', { name: '侧边菜单' });
      for (const gone of ['消息中心', '负责任博彩', '会员中心', '关于我们']) expect(within(menu).queryByText(gone)).not.toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: '安全退出' })).toBeInTheDocument();
      fireEvent.click(within(menu).getByRole('button', { name: '取款记录' }));
      expect(await screen.findByText('records page at /transRecord')).toBeInTheDocument();
    },
    SLOW_MS,
  );
});
