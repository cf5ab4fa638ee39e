import { isIsoDate, parseBeijingDateTime, toBeijingDate } from './beijing-time';

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
