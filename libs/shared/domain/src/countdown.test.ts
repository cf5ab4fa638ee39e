import { formatCountdown, PAY_INFO_COUNTDOWN_MS, payInfoRemainingMs } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [3_600_000, '60:00'],
    [3_599_999, '59:59'],
    [61_000, '01:01'],
    [9_999, '00:09'],
    [999, '00:00'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [Number.NaN, '00:00'],
  ])('%p ms → %p', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('payInfoRemainingMs', () => {
  // Created at 10:00:00 Beijing = 02:00:00 UTC.
  const createdAt = '2024-03-10 10:00:00';

  it.each([
    ['2024-03-10T02:00:00Z', PAY_INFO_COUNTDOWN_MS],
    ['2024-03-10T02:00:01Z', 3_599_000],
    ['2024-03-10T02:59:30Z', 30_000],
    ['2024-03-10T03:00:00Z', 0],
    ['2024-03-10T05:00:00Z', 0],
  ])('at %p there are %p ms left', (now, left) => {
    expect(payInfoRemainingMs(createdAt, new Date(now))).toBe(left);
  });

  it('shows 59:30 thirty seconds after creation', () => {
    expect(formatCountdown(payInfoRemainingMs(createdAt, new Date('2024-03-10T02:00:30Z')))).toBe('59:30');
  });

  it('treats an unreadable created_at as expired', () => {
    expect(payInfoRemainingMs('soon', new Date('2024-03-10T02:00:00Z'))).toBe(0);
  });
});
