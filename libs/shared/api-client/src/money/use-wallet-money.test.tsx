/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store';
import { useWalletMoney } from './use-wallet-money';
import type { ReactNode } from 'react';

type Answer = { code: number; message: string; data: unknown } | 'network-error';

// The server's gameblance is the venues' sum (520.00 + 0).
const USER = { id: 1024, username: 'zhangwei88', balance: '1280.50', gameblance: '520.00', transferstatus: 0 };
const VENUES = [
  { platname: 'ag', name: 'AG真人', balance: '520.00' },
  { platname: 'im', name: 'IM电竞', balance: 0 },
];

/** The hook against a fake site: each path answers what the test says (the user and venues by default). */
function setUp(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    const answer = answers[path] ?? { code: 404, message: '未知接口', data: null };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, json: async () => answer } as unknown as Response;
  }) as typeof fetch;
  const store = createAppStore({ fetchFn, token: 'tok-member' });
  const said = { error: [] as string[], success: [] as string[] };
  const notices = { error: (m: string) => said.error.push(m), success: (m: string) => said.success.push(m) };
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useWalletMoney(60_000, { notices }), { wrapper });
  return { result, calls, said };
}

const member = {
  '/api/user': { code: 200, message: '', data: USER },
  '/api/balance': { code: 200, message: '', data: { balance: USER.balance } },
  '/api/balancelist': { code: 200, message: '', data: VENUES },
};

describe('useWalletMoney', () => {
  it('reads the central and game wallets and the venues in fen, and adds up the total', async () => {
    const { result, said } = setUp(member);
    await waitFor(() => expect(result.current.venues).toBeDefined());
    await waitFor(() => expect(result.current.central).toBe(128050));
    expect(result.current.game).toBe(52000);
    expect(result.current.total).toBe(180050);
    expect(result.current.venues).toEqual([
      { platname: 'ag', name: 'AG真人', balance: 52000 },
      { platname: 'im', name: 'IM电竞', balance: 0 },
    ]);
    expect(said.error).toEqual([]);
  });

  it("says a refused load's message as an error, and keeps network failures silent", async () => {
    const { result, said } = setUp({ '/api/user': { code: 500, message: '账号已冻结', data: null }, '/api/balancelist': 'network-error' });
    await waitFor(() => expect(result.current.userFailed).toBe(true));
    await waitFor(() => expect(result.current.venuesFailed).toBe(true));
    expect(said.error).toEqual(['账号已冻结']);
  });

  it.each<[string, Answer, string[]]>([
    ['answers', { code: 200, message: '回收成功', data: [] }, ['回收成功']],
    [
      'refuses (the message is still a success, docs/product.md §8)',
      { code: 500, message: '暂无可回收余额', data: null },
      ['暂无可回收余额'],
    ],
    ['cannot be reached (silent)', 'network-error', []],
  ])('一键回收 when the server %s', async (_case, answer, success) => {
    const { result, said, calls } = setUp({ ...member, '/api/transall': answer });
    await waitFor(() => expect(result.current.central).toBe(128050));
    await act(async () => {
      result.current.recycle();
    });
    await waitFor(() => expect(result.current.recycling).toBe(false));
    expect(calls.filter((c) => c === '/api/transall')).toHaveLength(1);
    expect(said.success).toEqual(success);
  });
});
