import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loggedIn, loggedOut } from '@h5/api-client';
import { fail, ok } from '../test/fake-api';
import { currentRoute, renderShell } from '../test/render-shell';

describe('session listener', () => {
  it('stores the token on login and keeps the loaded user in localStorage', async () => {
    const { store, api } = renderShell({ at: '/', answers: { '/api/user': ok({ username: 'newbie01', balance: '0.00' }) } });
    await screen.findByText('home page at /');
    act(() => {
      store.dispatch(loggedIn('fresh-token'));
    });
    expect(sessionStorage.getItem('token')).toBe('fresh-token');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual({ username: 'newbie01', balance: '0.00' }));
    expect(api.callsTo('/api/user')[0].authorization).toBe('Bearer fresh-token');
  });

  it('keeps the app info in localStorage', async () => {
    renderShell({ at: '/' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('appInfo') ?? '{}').title).toBe('皇冠体育'));
  });

  it("on logout clears all storage, forgets the member's cached data and goes to /login", async () => {
    const { store, api } = renderShell({ at: '/zhanzhu', token: 'member-token' });
    await screen.findByText('¥1,234.50');
    const balanceCalls = api.callsTo('/api/balance').length;
    localStorage.setItem('userInfo', '{"username":"player01"}');
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    // Everything of the member is gone; only public site settings (app info) may be cached again.
    expect(Object.keys(localStorage).filter((key) => key !== 'appInfo')).toEqual([]);
    expect(screen.getByRole('link', { name: '注册' })).toBeInTheDocument();
    expect(Object.keys(store.getState().api.queries).filter((key) => key.startsWith('balance'))).toEqual([]);
    expect(api.callsTo('/api/balance')).toHaveLength(balanceCalls);
  });

  it('shows one 认证失败 dialog for a burst of 401s, then clears storage and goes to /login', async () => {
    const expired = fail(401, 'Unauthenticated.');
    const { api } = renderShell({ at: '/vip', token: 'revoked-token', answers: { '/api/balance': expired, '/api/user': expired } });

    expect(await screen.findByText('认证失败')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/api/user')).toHaveLength(1));
    expect(api.callsTo('/api/balance')).toHaveLength(1);
    expect(screen.getAllByText('认证失败')).toHaveLength(1);
    expect(screen.getByText('您的账号登陆过期，请重新登陆')).toBeInTheDocument();
    expect(currentRoute()).toBe('/vip');

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    // Everything of the member is gone; only public site settings (app info) may be cached again.
    expect(Object.keys(localStorage).filter((key) => key !== 'appInfo')).toEqual([]);
    await waitFor(() => expect(screen.queryByText('认证失败')).not.toBeInTheDocument());
  });
});

describe('header balance polling', () => {
  afterEach(() => jest.useRealTimers());

  it('polls the balance every 4300 ms while logged in and stops after logout', async () => {
    jest.useFakeTimers();
    const { api, store } = renderShell({ at: '/', token: 'member-token' });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('¥1,234.50')).toBeInTheDocument();
    expect(api.callsTo('/api/balance')).toHaveLength(1);

    api.answer('/api/balance', ok({ balance: '1300.00' }));
    await act(() => jest.advanceTimersByTimeAsync(4300));
    expect(api.callsTo('/api/balance')).toHaveLength(2);
    expect(screen.getByText('¥1,300.00')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(4300));
    expect(api.callsTo('/api/balance')).toHaveLength(3);

    act(() => {
      store.dispatch(loggedOut());
    });
    await act(() => jest.advanceTimersByTimeAsync(4300 * 4));
    expect(api.callsTo('/api/balance')).toHaveLength(3);
    expect(screen.queryByText('¥1,300.00')).not.toBeInTheDocument();
  });

  it('does not poll for a visitor', async () => {
    jest.useFakeTimers();
    const { api } = renderShell({ at: '/' });
    await act(() => jest.advanceTimersByTimeAsync(4300 * 3));
    expect(api.callsTo('/api/balance')).toHaveLength(0);
  });
});
