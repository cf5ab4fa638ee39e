import { createAppStore } from '@h5/api-client';
import { UiKitProvider } from '@h5/ui-kit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';
import { useLogout } from './use-logout';

afterEach(() => act(() => Dialog.clear()));

function LogoutButton() {
  const logout = useLogout();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => logout().then((done) => setOutcome(done ? 'logged out' : 'stayed'))}>
        安全退出
      </button>
      <output>{outcome}</output>
    </>
  );
}

function renderLogout(logoff: FakeAnswer) {
  const api = fakeApi({ '/api/logoff': logoff });
  const store = createAppStore({ fetchFn: api.fetchFn, token: 'tok-member' });
  render(
    <Provider store={store}>
      <UiKitProvider>
        <LogoutButton />
      </UiKitProvider>
    </Provider>,
  );
  fireEvent.click(screen.getByText('安全退出'));
  return { api, store };
}

describe('useLogout', () => {
  it('asks first, calls logoff with the session, then ends the session', async () => {
    const { api, store } = renderLogout(ok([], '退出成功'));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeInTheDocument();
    expect(api.callsTo('/api/logoff')).toHaveLength(0);
    fireEvent.click(screen.getByText('确定'));
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(api.callsTo('/api/logoff')[0].authorization).toBe('Bearer tok-member');
    expect(store.getState().session.token).toBeNull();
  });

  it('does nothing when the player cancels', async () => {
    const { api, store } = renderLogout(ok([]));
    fireEvent.click(await screen.findByText('取消'));
    expect(await screen.findByText('stayed')).toBeInTheDocument();
    expect(api.callsTo('/api/logoff')).toHaveLength(0);
    expect(store.getState().session.token).toBe('tok-member');
  });

  it.each<[string, FakeAnswer]>([
    ['the network fails', 'network-error'],
    ['the server refuses', { code: 500, message: '错误', data: [] }],
  ])('ends the session all the same when %s', async (_case, answer) => {
    const { api, store } = renderLogout(answer);
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsTo('/api/logoff')).toHaveLength(1);
  });
});
