import { act, ok, screen, venuesFixture } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import TransferPage from './transfer-page';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

// The store tells React of an answer at the next animation frame (RTK's auto-batching).
const SETTLE_MS = 50;
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('/transfer follows the server (docs/product.md §9: venues 1500 ms, balance 4300 ms; the page has no header)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('the venues move within one 1500 ms poll and the central balance within one 4300 ms poll: 54 requests a minute at most', async () => {
    const { api } = renderPage(<TransferPage />, { at: '/transfer', from: '/' });
    await tick(0);
    expect(await screen.findByText('¥1,280.50')).toBeInTheDocument();

    // The operator refuses a ¥100.00 withdrawal (refunded) and a bet at AG真人 is settled as a
    // ¥60.00 win: only the polls' answers change.
    api.answer('/api/balance', ok({ balance: '1380.50' }));
    api.answer('/api/balancelist', ok(venuesFixture.map((v) => (v.platname === 'ag' ? { ...v, balance: '580.00' } : v))));
    await tick(1500 + SETTLE_MS);
    expect(screen.getByText('¥580.00')).toBeInTheDocument(); // AG真人
    expect(screen.getByText('¥700.00')).toBeInTheDocument(); // 游戏钱包
    await tick(4300 - 1500);
    expect(screen.getByText('¥1,380.50')).toBeInTheDocument(); // 中心钱包
    expect(screen.queryByText('¥1,280.50')).not.toBeInTheDocument();

    await tick(60_000 - 4300 - SETTLE_MS);
    // A minute: the balance at 0, 4.3 … 55.9 s (14), the venues at 0, 1.5 … 60 s (41 with both ends).
    expect([api.callsTo('/api/balance').length, api.callsTo('/api/balancelist').length, api.callsTo('/api/user').length]).toEqual([
      14, 41, 1,
    ]);
  });
});
