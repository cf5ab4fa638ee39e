import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createAppStore, loggedIn } from '@h5/api-client';
import { activate } from '@h5/domain';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { previousLoginTexts } from './previous-login-messages';
import { startPreviousLoginNotice } from './previous-login-watch';

beforeAll(installAntdMobileReact19);

const previous = { time: '2026-12-01 21:05:09', ip: '203.0.113.7', device: 'iPhone · Safari', method: 'password' };
const overview = (passkeys: number) =>
  ok({
    passkeys: Array.from({ length: passkeys }, (_, i) => ({
      id: i + 1,
      name: 'iPhone',
      created_at: '2026-11-30 10:00:00',
      last_used_at: null,
    })),
    totp: false,
    idle_minutes: 0,
    previous_login: previous,
    destination_wait_hours: 24,
  });

/** The page on /login, the watcher started, then a login that lands on /. */
async function logIn(routes: Record<string, FakeAnswer>, token: string | null = null) {
  window.location.hash = '#/login';
  const api = fakeApi({ '/api/security/sessions/end-others': ok([]), ...routes });
  const store = createAppStore({ token, fetchFn: api.fetchFn });
  const stop = startPreviousLoginNotice(store);
  act(() => {
    store.dispatch(loggedIn('tok-9'));
  });
  window.location.hash = '#/';
  return { api, stop };
}

describe('上次登录 after a login (docs/security.md "Sessions")', () => {
  it('shows the login before this one to a member with a passkey once the login left /login; 知道了 closes it', async () => {
    const { api, stop } = await logIn({ '/api/security': overview(1) });
    const notice = await screen.findByRole('alertdialog', { name: '上次登录' });
    expect(notice).toHaveTextContent('2026-12-01 21:05:09');
    expect(notice).toHaveTextContent('iPhone · Safari');
    expect(notice).toHaveTextContent('203.0.113.7');
    expect(api.callsTo('/api/security')[0].authorization).toBe('Bearer tok-9');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('/api/security/sessions/end-others')).toHaveLength(0);
    expect(window.location.hash).toBe('#/');
    stop();
  });

  it('不是我？ ends the other sessions and opens the login-password change', async () => {
    const { api, stop } = await logIn({ '/api/security': overview(1) });
    await screen.findByRole('alertdialog', { name: '上次登录' });
    fireEvent.click(screen.getByRole('button', { name: '不是我？' }));
    await waitFor(() => expect(api.callsTo('/api/security/sessions/end-others')).toHaveLength(1));
    await waitFor(() => expect(window.location.hash).toBe('#/password?type=1'));
    stop();
  });

  it('shows nothing to a member without a passkey or authenticator', async () => {
    const { api, stop } = await logIn({ '/api/security': overview(0) });
    await waitFor(() => expect(api.callsTo('/api/security')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    stop();
  });

  it('a page opened with a session (a reload) asks nothing', async () => {
    window.location.hash = '#/';
    const api = fakeApi({ '/api/security': overview(1) });
    const store = createAppStore({ token: 'tok-1', fetchFn: api.fetchFn });
    const stop = startPreviousLoginNotice(store);
    await new Promise((r) => setTimeout(r, 200));
    expect(api.callsTo('/api/security')).toHaveLength(0);
    stop();
  });

  it('has its texts in the five languages', () => {
    const seen = new Set<string>();
    for (const locale of ['zh-CN', 'en', 'vi', 'th', 'pt-BR'] as const) {
      activate(locale, []);
      seen.add(JSON.stringify(previousLoginTexts()));
    }
    activate('zh-CN', []);
    expect(seen.size).toBe(5);
  });
});
