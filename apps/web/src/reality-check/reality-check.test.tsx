import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAppStore, loggedOut } from '@h5/api-client';
import { fakeApi, ok } from '@h5/test-utils';
import { mountRealityCheck } from './mount';
import { readAcknowledged, realitySchedule } from './schedule';
import { startRealityCheck } from './start';

/** Beijing 2026-03-10 12:00:00. */
const START = Date.UTC(2026, 2, 10, 4, 0, 0);
const MINUTE = 60_000;
const check = (minutes: number) =>
  ok({ minutes, started_at: '2026-03-10 12:00:00', deposits: '300.00', withdrawals: '100.00', bets_result: '-58.50' });

describe('realitySchedule', () => {
  it.each([
    // start, now (minutes after), interval, acknowledged → due, wait (minutes)
    [0, 15, 0, 0, 15],
    [14, 15, 0, 0, 1],
    [15, 15, 0, 1, 15],
    [16, 15, 1, 0, 14],
    [47, 15, 1, 3, 13],
    [61, 60, 0, 1, 59],
  ])('%i min into the session, every %i min, answered %i: due %i, next in %i min', (after, every, answered, due, wait) => {
    expect(realitySchedule(START, START + after * MINUTE, every, answered)).toEqual({ due, waitMs: wait * MINUTE });
  });
});

describe('the reality check dialog', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: START + 10 * MINUTE });
    sessionStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  const mount = (minutes = 15) => {
    const api = fakeApi({ '/api/protection/reality-check': check(minutes), '/api/logoff': ok([]) });
    const store = createAppStore({ token: 'member-token', fetchFn: api.fetchFn });
    let unmount: (() => void) | undefined;
    act(() => {
      unmount = mountRealityCheck(store);
    });
    return { api, store, unmount: () => unmount?.() };
  };

  it('shows on time the minutes since login and the session figures; 继续游戏 waits for the next interval', async () => {
    const { api } = mount();
    await act(() => jest.advanceTimersByTimeAsync(4 * MINUTE));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(MINUTE));
    const dialog = await screen.findByRole('alertdialog', { name: '现实检查' });
    expect(dialog).toHaveTextContent('您已登录 15 分钟');
    expect(dialog).toHaveTextContent('存款¥300.00取款¥100.00投注输赢-¥58.50');
    // The figures are asked again when it shows.
    expect(api.callsTo('/api/protection/reality-check').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '继续游戏' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(readAcknowledged('2026-03-10 12:00:00')).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(15 * MINUTE));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('您已登录 30 分钟');
  });

  it('counts from the server start after a reload: a reminder due meanwhile shows at once, an answered one does not', async () => {
    jest.setSystemTime(START + 31 * MINUTE);
    const first = mount(30);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('您已登录 31 分钟');
    fireEvent.click(screen.getByRole('button', { name: '继续游戏' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    act(() => first.unmount());
    // A reload: the answered reminder stays answered.
    mount(30);
    await act(() => jest.advanceTimersByTimeAsync(MINUTE));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows nothing when the player turned it off', async () => {
    mount(0);
    await act(() => jest.advanceTimersByTimeAsync(120 * MINUTE));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('退出登录 ends the session (logoff, then logged out)', async () => {
    jest.setSystemTime(START + 15 * MINUTE);
    const { api, store } = mount();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsTo('/api/logoff')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('loads the dialog only once a member is logged in', async () => {
    const api = fakeApi({ '/api/protection/reality-check': check(15) });
    const store = createAppStore({ token: null, fetchFn: api.fetchFn });
    startRealityCheck(store);
    await act(() => jest.advanceTimersByTimeAsync(MINUTE));
    expect(document.querySelector('[data-part="reality-check"]')).toBeNull();
    expect(api.callsTo('/api/protection/reality-check')).toHaveLength(0);
    act(() => {
      store.dispatch({ type: 'session/loggedIn', payload: 'member-token' });
    });
    await waitFor(() => expect(document.querySelector('[data-part="reality-check"]')).not.toBeNull());
    act(() => {
      store.dispatch(loggedOut());
    });
  });
});
