import { act, deferred, ok, screen, venuesFixture } from '@h5/test-utils';
import MoneyPage from './money-page';
import { renderPage } from '../test/render-page';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // Browsers fire it at the document and it bubbles to window, where RTK Query listens.
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
};

// The store tells React of an answer at the next animation frame (RTK's auto-batching).
const SETTLE_MS = 50;
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('/money venue list polling (docs/product.md §9: 3500 ms, visible only, one at a time)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('polls every 3500 ms without a loader, never twice at once, and not while the page is hidden', async () => {
    const { api } = renderPage(<MoneyPage />, { at: '/money' });
    await tick(0);
    expect(await screen.findByText('AG真人')).toBeInTheDocument();
    const polls = () => api.callsTo('/api/balancelist').length;
    expect(polls()).toBe(1);

    await tick(3500);
    expect(polls()).toBe(2);
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();

    // A slow answer: the next intervals pass without a second request in flight.
    const slow = deferred();
    api.answer('/api/balancelist', slow.promise);
    await tick(3500);
    expect(polls()).toBe(3);
    await tick(7000);
    expect(polls()).toBe(3);
    slow.resolve(ok(venuesFixture));
    await tick(3500);
    expect(polls()).toBe(4);

    setVisibility('hidden');
    await tick(10_500);
    expect(polls()).toBe(4);
    setVisibility('visible');
    await tick(3500);
    expect(polls()).toBeGreaterThan(4);
  });

  it('a change the player did not make shows within one poll (venues 3500 ms, balance 4300 ms), without asking for the member again', async () => {
    const { api } = renderPage(<MoneyPage />, { at: '/money' });
    await tick(0);
    expect(await screen.findByText('¥1,920.50')).toBeInTheDocument();

    // The operator approves a ¥370.00 deposit and a bet at AG真人 is settled as a ¥60.00 win:
    // only the polls' answers change.
    api.answer('/api/balance', ok({ balance: '1650.50' }));
    api.answer('/api/balancelist', ok(venuesFixture.map((v) => (v.platname === 'ag' ? { ...v, balance: '580.00' } : v))));
    await tick(3500 + SETTLE_MS);
    expect(screen.getByText('¥700.00')).toBeInTheDocument(); // 游戏钱包, with the venues
    await tick(4300 - 3500);
    expect(screen.getByText('¥2,350.50')).toBeInTheDocument(); // 总资产
    expect(screen.getByText('¥1,650.50')).toBeInTheDocument(); // 中心钱包
    expect(screen.getByText('¥700.00')).toBeInTheDocument(); // 游戏钱包
    expect(screen.getByText('¥580.00')).toBeInTheDocument(); // AG真人
    expect(screen.queryByText('¥1,920.50')).not.toBeInTheDocument();
    expect(api.callsTo('/api/user')).toHaveLength(1);
  });
});
