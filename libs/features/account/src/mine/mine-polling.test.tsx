import { act, ok, screen } from '@h5/test-utils';
import MinePage from './mine-page';
import { renderPage } from '../test/render-page';

// The store tells React of an answer at the next animation frame (RTK's auto-batching).
const SETTLE_MS = 50;
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('/mine follows the server (no header on /mine: the page polls at the header’s 4300 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('an operator’s approval shows within one 4300 ms poll, one balance request per interval, the member asked once', async () => {
    const { api } = renderPage(<MinePage />, { at: '/mine' });
    await tick(0);
    expect(await screen.findByText('¥1,280.50')).toBeInTheDocument();

    // The operator approves a ¥370.00 deposit: only the poll's answer changes.
    api.answer('/api/balance', ok({ balance: '1650.50' }));
    await tick(4300 + SETTLE_MS);
    expect(screen.getByText('¥1,650.50')).toBeInTheDocument();
    expect(screen.queryByText('¥1,280.50')).not.toBeInTheDocument();

    await tick(4300 * 2);
    expect([api.callsTo('/api/balance').length, api.callsTo('/api/balancelist').length, api.callsTo('/api/user').length]).toEqual([
      4, 0, 1,
    ]);
  });
});
