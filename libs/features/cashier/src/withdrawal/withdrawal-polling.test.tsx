import { act, ok, screen } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import WithdrawalPage from './withdrawal-page';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

// The store tells React of an answer at the next animation frame (RTK's auto-batching).
const SETTLE_MS = 50;
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('/withdrawal follows the server (docs/product.md §9: venues 3.5 s, balance 4.3 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a refused withdrawal’s refund shows within one 4.3 s balance poll in the wallet amount and the main balance, without a reload', async () => {
    const { api } = renderPage(<WithdrawalPage />, { at: '/withdrawal', from: '/money' });
    await tick(0);
    expect(await screen.findByText('¥1,920.50')).toBeInTheDocument();
    expect(screen.getByText('¥1,280.50')).toBeInTheDocument();

    // The operator refuses a ¥100.00 withdrawal and refunds it: only the poll's answer changes.
    api.answer('/api/balance', ok({ balance: '1380.50' }));
    await tick(4300 + SETTLE_MS);
    expect(screen.getByText('¥2,020.50')).toBeInTheDocument(); // the wallet amount
    expect(screen.getByText('¥1,380.50')).toBeInTheDocument(); // 主余额
    expect(screen.queryByText('¥1,280.50')).not.toBeInTheDocument();

    await tick(4300 * 2);
    // 12.95 s: the balance at 0, 4.3, 8.6 and 12.9 s; the venues at 0, 3.5, 7 and 10.5 s.
    expect([api.callsTo('/api/balance').length, api.callsTo('/api/balancelist').length, api.callsTo('/api/user').length]).toEqual([
      4, 4, 1,
    ]);
  });
});
