/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store';
import { useLogout } from './use-logout';
import type { ReactNode } from 'react';

type Answer = { code: number; message: string; data: unknown } | 'network-error';

function setUp(answer: Answer, choice: boolean) {
  const calls: Array<{ url: string; auth?: string }> = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), auth: (init?.headers as Record<string, string>)['authorization'] });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, json: async () => answer } as unknown as Response;
  }) as typeof fetch;
  const store = createAppStore({ fetchFn, token: 'tok-member' });
  const questions: string[] = [];
  const ask = async (question: string) => {
    questions.push(question);
    return choice;
  };
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useLogout(ask), { wrapper });
  return { result, store, calls, questions };
}

describe('useLogout', () => {
  it('asks 您确定要退出登录吗?, calls logoff with the session, then ends the session', async () => {
    const { result, store, calls, questions } = setUp({ code: 200, message: '退出成功', data: [] }, true);
    let done = false;
    await act(async () => {
      done = await result.current();
    });
    expect(questions).toEqual(['您确定要退出登录吗?']);
    expect(done).toBe(true);
    expect(calls).toEqual([{ url: '/api/logoff', auth: 'Bearer tok-member' }]);
    expect(store.getState().session.token).toBeNull();
  });

  it('does nothing when the player cancels', async () => {
    const { result, store, calls } = setUp({ code: 200, message: '', data: [] }, false);
    let done = true;
    await act(async () => {
      done = await result.current();
    });
    expect(done).toBe(false);
    expect(calls).toHaveLength(0);
    expect(store.getState().session.token).toBe('tok-member');
  });

  it.each<[string, Answer]>([
    ['the network fails', 'network-error'],
    ['the server refuses', { code: 500, message: '错误', data: [] }],
  ])('ends the session all the same when %s', async (_case, answer) => {
    const { result, store, calls } = setUp(answer, true);
    await act(async () => {
      await result.current();
    });
    expect(calls).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
  });
});
