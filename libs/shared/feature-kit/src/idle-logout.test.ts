import { screen, waitFor } from '@testing-library/react';
import { createAppStore, loggedIn, type AppStore } from '@h5/api-client';
import { activate } from '@h5/domain';
import { fakeApi, ok } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { overviewIn, startIdleLogout, type IdleClock } from './idle-logout';
import { idleLogoutText } from './idle-logout-messages';

/** A clock the test moves by hand: timers run when their time comes. */
function manualClock() {
  let now = 1_000_000;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let next = 1;
  const clock: IdleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: next });
      return next++;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { clock, advance };
}

const overview = (idle: number) => ok({ passkeys: [], totp: false, idle_minutes: idle, previous_login: null, destination_wait_hours: 24 });

const flush = () => new Promise((r) => setTimeout(r, 0));

/** The member's choice has arrived from the server. */
const choiceLoaded = (store: AppStore) => waitFor(() => expect(overviewIn(store)).toBeDefined());

function start(idle: number, token: string | null = 'member-token') {
  const api = fakeApi({ '/api/security': overview(idle), '/api/logoff': ok([], '退出成功') });
  const store = createAppStore({ token, fetchFn: api.fetchFn });
  const { clock, advance } = manualClock();
  const stop = startIdleLogout(store, window, clock);
  return { api, store, advance, stop };
}

beforeAll(installAntdMobileReact19);

describe('startIdleLogout', () => {
  it('logs out (logoff, then the session ends) once the chosen 15 minutes pass with no input', async () => {
    const { api, store, advance, stop } = start(15);
    await choiceLoaded(store);
    advance(14 * 60_000);
    await flush();
    expect(store.getState().session.token).toBe('member-token');
    advance(60_000 + 1);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsTo('/api/logoff')).toHaveLength(1);
    expect(await screen.findByText('长时间未操作，已自动退出登录')).toBeInTheDocument();
    stop();
  });

  it('a tap or a key starts the wait again', async () => {
    const { api, store, advance, stop } = start(15);
    await choiceLoaded(store);
    advance(10 * 60_000);
    window.dispatchEvent(new Event('pointerdown'));
    advance(10 * 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    advance(14 * 60_000);
    await flush();
    expect(store.getState().session.token).toBe('member-token');
    expect(api.callsTo('/api/logoff')).toHaveLength(0);
    advance(60_000 + 1);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    stop();
  });

  it('off (0): never logs out; a visitor asks nothing', async () => {
    const off = start(0);
    await choiceLoaded(off.store);
    off.advance(24 * 3_600_000);
    await flush();
    expect(off.store.getState().session.token).toBe('member-token');
    expect(off.api.callsTo('/api/logoff')).toHaveLength(0);
    off.stop();

    const visitor = start(15, null);
    await flush();
    expect(visitor.api.callsTo('/api/security')).toHaveLength(0);
    visitor.stop();
  });

  it('starts following a member who logs in after the page opened', async () => {
    const { api, store, advance, stop } = start(60, null);
    store.dispatch(loggedIn('new-token'));
    await choiceLoaded(store);
    expect(api.callsTo('/api/security')[0]?.authorization).toBe('Bearer new-token');
    advance(60 * 60_000 + 1);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    stop();
  });
});

it('the note speaks each of the five languages', () => {
  const seen = new Set<string>();
  for (const locale of ['zh-CN', 'en', 'vi', 'th', 'pt-BR'] as const) {
    activate(locale, []);
    seen.add(idleLogoutText());
  }
  activate('zh-CN', []);
  expect(seen.size).toBe(5);
});
