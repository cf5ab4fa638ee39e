import { beijingDayBounds, beijingDaysSince, formatBeijingDateTime, isIsoDate, parseBeijingDateTime, toBeijingDate } from './beijing-time';

describe('toBeijingDate', () => {
  it.each([
    ['2024-03-10T15:59:59Z', '2024-03-10'],
    ['2024-03-10T16:00:00Z', '2024-03-11'],
    ['1980-01-01T00:00:00+08:00', '1980-01-01'],
  ])('%p → %p', (iso, date) => {
    expect(toBeijingDate(new Date(iso))).toBe(date);
  });
});

describe('parseBeijingDateTime', () => {
  it.each([
    ['2024-03-10 08:00:00', Date.parse('2024-03-10T00:00:00Z')],
    ['2024-03-10T08:00:00', Date.parse('2024-03-10T00:00:00Z')],
    [' 2024-01-01 00:00:00 ', Date.parse('2023-12-31T16:00:00Z')],
  ])('%p → %p', (text, ms) => {
    expect(parseBeijingDateTime(text)).toBe(ms);
  });

  it.each([
    ['2024-02-30 08:00:00'],
    ['2024-13-01 08:00:00'],
    ['2024-01-01 24:00:00'],
    ['2024-01-01 23:60:00'],
    ['2024-01-01 23:00:60'],
    ['0050-01-01 00:00:00'],
    ['2024-01-01'],
    ['yesterday'],
  ])('refuses %p', (text) => {
    expect(parseBeijingDateTime(text)).toBeNull();
  });
});

describe('isIsoDate', () => {
  it.each([
    ['1990-05-01', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-5-1', false],
    ['1990/05/01', false],
    ['', false],
  ])('%p → %p', (text, ok) => {
    expect(isIsoDate(text)).toBe(ok);
  });
});

describe('formatBeijingDateTime', () => {
  it.each([
    ['2024-03-10T15:59:59Z', '2024-03-10 23:59:59'],
    ['2024-03-10T16:00:00.999Z', '2024-03-11 00:00:00'],
    // Asia/Shanghai kept summer time in 1988; the site's clock did not.
    ['1988-06-01T16:00:00Z', '1988-06-02 00:00:00'],
  ])('%p → %p', (iso, text) => {
    expect(formatBeijingDateTime(new Date(iso))).toBe(text);
    expect(formatBeijingDateTime(iso)).toBe(text);
  });

  it('reads back what it writes', () => {
    const at = Date.parse('2025-12-31T16:30:05Z');
    expect(parseBeijingDateTime(formatBeijingDateTime(at))).toBe(at);
  });
});

describe('beijingDaysSince', () => {
  it.each([
    ['2024-03-10T16:00:00Z', '2024-03-10T16:00:01Z', 1],
    ['2024-03-10T15:59:59Z', '2024-03-10T16:00:00Z', 2],
    ['2024-02-28T00:00:00Z', '2024-03-01T00:00:00Z', 3],
    ['2024-03-11T00:00:00Z', '2024-03-10T00:00:00Z', 1],
  ])('%p to %p is day %p', (from, to, days) => {
    expect(beijingDaysSince(new Date(from), new Date(to))).toBe(days);
  });
});

describe('beijingDayBounds', () => {
  it('is Beijing midnight to the next midnight', () => {
    expect(beijingDayBounds('2024-03-10')).toEqual({ from: Date.parse('2024-03-09T16:00:00Z'), to: Date.parse('2024-03-10T16:00:00Z') });
  });

  it('refuses a date that does not exist', () => {
    expect(beijingDayBounds('2023-02-29')).toBeNull();
  });
});

describe('on a phone in China (UTC+8, the zone this suite runs in: jest.config.cts)', () => {
  it('runs in UTC+8, so the rules below are proven where players use them', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(-480);
  });

  it('reads and writes the same instants as on a UTC server', () => {
    expect(parseBeijingDateTime('2026-11-27 10:00:00')).toBe(Date.parse('2026-11-27T02:00:00Z'));
    expect(formatBeijingDateTime(Date.parse('2026-11-27T02:00:00Z'))).toBe('2026-11-27 10:00:00');
    expect(beijingDayBounds('2026-11-27')).toEqual({ from: Date.parse('2026-11-26T16:00:00Z'), to: Date.parse('2026-11-27T16:00:00Z') });
  });
});
