import { baseApi } from '../base-api';
import { accountApi } from '../endpoints/account-api';
import { walletApi } from '../endpoints/wallet-api';
import { loggedOut } from '../session/session-slice';
import { createAppStore } from '../store';
import { selectCentralBalance, selectGameBalance, selectTotalAssets, selectVenueMoney } from './money-figures';

type Envelope = { code: number; message: string; data: unknown };
const ok = (data: unknown, message = ''): Envelope => ({ code: 200, message, data });

/** A store whose fake site answers each path with the next queued answer (a promise to hold one back). */
function setUp() {
  const queued: Record<string, Array<Envelope | Promise<Envelope>>> = {};
  const fetchFn = (async (input: RequestInfo | URL) => {
    const next = queued[String(input)]?.shift();
    if (!next) throw new TypeError('Failed to fetch');
    const answer = await next;
    return { ok: true, status: 200, json: async () => answer } as unknown as Response;
  }) as typeof fetch;
  const store = createAppStore({ fetchFn, token: 'tok-member' });
  const queue = (path: string, answer: Envelope | Promise<Envelope>) => (queued[path] ??= []).push(answer);
  const held = (path: string) => {
    let release!: (answer: Envelope) => void;
    queue(path, new Promise<Envelope>((resolve) => (release = resolve)));
    return release;
  };
  const money = () => ({
    central: selectCentralBalance(store.getState()),
    game: selectGameBalance(store.getState()),
    total: selectTotalAssets(store.getState()),
    venues: selectVenueMoney(store.getState()),
  });
  return { store, queue, held, money };
}

const user = (balance: string, gameblance: string) => ({ id: 1, username: 'zhangwei88', balance, gameblance, transferstatus: 0 });
const venues = (ag: string, sb: string | 0) => [
  { platname: 'ag', name: 'AG真人', balance: ag },
  { platname: 'sb', name: '沙巴体育', balance: sb },
];

describe('money slice: one entry for every money figure', () => {
  it.each<
    [string, string, Envelope, (s: ReturnType<typeof setUp>) => Promise<unknown>, Partial<ReturnType<ReturnType<typeof setUp>['money']>>]
  >([
    [
      'the balance poll',
      '/api/balance',
      ok({ balance: '370.00' }),
      (s) => s.store.dispatch(accountApi.endpoints.balance.initiate()),
      { central: 37000 },
    ],
    [
      'user',
      '/api/user',
      ok(user('370.00', '20.50')),
      (s) => s.store.dispatch(accountApi.endpoints.user.initiate()),
      { central: 37000, game: 2050, total: 39050 },
    ],
    [
      'refreshusermoney',
      '/api/refreshusermoney',
      ok(user('12.34', '1.00')),
      (s) => s.store.dispatch(accountApi.endpoints.refreshUserMoney.initiate()),
      { central: 1234, game: 100, total: 1334 },
    ],
    [
      'balancelist (the game wallet is the venues’ sum)',
      '/api/balancelist',
      ok(venues('520.00', 0)),
      (s) => s.store.dispatch(walletApi.endpoints.venueBalances.initiate()),
      {
        game: 52000,
        venues: [
          { platname: 'ag', name: 'AG真人', balance: 52000 },
          { platname: 'sb', name: '沙巴体育', balance: 0 },
        ],
      },
    ],
    [
      'a transfer’s answer',
      '/api/transfer',
      ok({ balance: 80 }, '转账成功'),
      (s) =>
        s.store.dispatch(
          walletApi.endpoints.transfer.initiate({
            body: { amount: 20, sourcetype: 'userbalance', targettype: 'ag' },
            idempotencyKey: 'k1',
          }),
        ),
      { central: 8000 },
    ],
  ])('%s updates it', async (_name, path, answer, ask, expected) => {
    const s = setUp();
    s.queue(path, answer);
    await ask(s);
    expect(s.money()).toMatchObject(expected);
  });

  it('takes the answer of the request started last, whatever order the answers arrive in', async () => {
    const s = setUp();
    // The member's info is asked first and answers late, with the figures from before an approval.
    const releaseUser = s.held('/api/user');
    const oldUser = s.store.dispatch(accountApi.endpoints.user.initiate());
    s.queue('/api/balance', ok({ balance: '370.00' }));
    await s.store.dispatch(accountApi.endpoints.balance.initiate());
    expect(s.money().central).toBe(37000);

    releaseUser(ok(user('0.00', '5.00')));
    await oldUser;
    // The older central figure is ignored; the game figure had nothing newer, so it is taken.
    expect(s.money()).toMatchObject({ central: 37000, game: 500, total: 37500 });
  });

  it('a newer answer replaces an older one, for every figure', async () => {
    const s = setUp();
    s.queue('/api/user', ok(user('100.00', '5.00')));
    await s.store.dispatch(accountApi.endpoints.user.initiate());
    s.queue('/api/balancelist', ok(venues('7.00', '1.00')));
    await s.store.dispatch(walletApi.endpoints.venueBalances.initiate());
    expect(s.money()).toMatchObject({ central: 10000, game: 800, total: 10800 });

    s.queue('/api/balance', ok({ balance: '279.12' }));
    await s.store.dispatch(accountApi.endpoints.balance.initiate(undefined, { forceRefetch: true }));
    expect(s.money()).toMatchObject({ central: 27912, game: 800, total: 28712 });
  });

  it('a slow poll started before a transfer does not undo the transfer’s balance', async () => {
    const s = setUp();
    const releasePoll = s.held('/api/balance');
    const poll = s.store.dispatch(accountApi.endpoints.balance.initiate());
    s.queue('/api/transfer', ok({ balance: '80.00' }, '转账成功'));
    await s.store.dispatch(
      walletApi.endpoints.transfer.initiate({ body: { amount: 20, sourcetype: 'userbalance', targettype: 'ag' }, idempotencyKey: 'k' }),
    );
    expect(s.money().central).toBe(8000);
    releasePoll(ok({ balance: '100.00' }));
    await poll;
    expect(s.money().central).toBe(8000);
  });

  it('a refused answer or an unreadable amount leaves the figure as it was', async () => {
    const s = setUp();
    s.queue('/api/balance', ok({ balance: '50.00' }));
    await s.store.dispatch(accountApi.endpoints.balance.initiate());
    s.queue('/api/user', { code: 500, message: '账号已冻结', data: null });
    await s.store.dispatch(accountApi.endpoints.user.initiate());
    s.queue('/api/refreshusermoney', ok({ ...user('x', '1.00') }));
    await s.store.dispatch(accountApi.endpoints.refreshUserMoney.initiate());
    expect(s.money()).toMatchObject({ central: 5000, game: 100 });
  });

  it('logout and the cache reset clear every figure (another member never sees them)', async () => {
    const s = setUp();
    s.queue('/api/user', ok(user('100.00', '5.00')));
    await s.store.dispatch(accountApi.endpoints.user.initiate());
    s.store.dispatch(loggedOut());
    expect(s.money()).toEqual({ central: undefined, game: undefined, total: undefined, venues: undefined });

    s.queue('/api/balance', ok({ balance: '1.00' }));
    await s.store.dispatch(accountApi.endpoints.balance.initiate());
    expect(s.money().central).toBe(100);
    s.store.dispatch(baseApi.util.resetApiState());
    expect(s.money().central).toBeUndefined();
  });
});
