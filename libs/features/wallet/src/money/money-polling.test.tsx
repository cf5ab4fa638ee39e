import { act, deferred, ok, screen, venuesFixture } from '@h5/test-utils';
import { renderPage } from '../test/render-page';
import { MoneyPage } from './money-page';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // Browsers fire it at the document and it bubbles to window, where RTK Query listens.
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
};

const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('/money venue list polling (spec §9: 3500 ms, visible only, one at a time)', () => {
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
});
