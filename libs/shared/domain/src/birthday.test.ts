import { birthdayMinDate, formatBirthday, parseBirthday } from './birthday';

describe('formatBirthday', () => {
  it.each([
    // Local midnight in Beijing is 16:00 UTC the day before: the 8-hour offset keeps the day.
    ['1990-04-30T16:00:00Z', '1990-05-01'],
    ['1990-05-01T15:59:59Z', '1990-05-01'],
    ['1990-05-01T00:00:00Z', '1990-05-01'],
  ])('%p → %p', (picked, stored) => {
    expect(formatBirthday(new Date(picked))).toBe(stored);
  });
});

describe('parseBirthday', () => {
  it('gives Beijing midnight of the stored day, which formats back to it', () => {
    const date = parseBirthday('1990-05-01');
    expect(date?.toISOString()).toBe('1990-04-30T16:00:00.000Z');
    expect(formatBirthday(date as Date)).toBe('1990-05-01');
  });

  it.each(['', '1990-5-1', '1990-02-30', 'soon'])('refuses %p', (text) => {
    expect(parseBirthday(text)).toBeNull();
  });
});

describe('birthdayMinDate', () => {
  it('is 1980-01-01 in Beijing', () => {
    expect(birthdayMinDate().toISOString()).toBe('1979-12-31T16:00:00.000Z');
    expect(formatBirthday(birthdayMinDate())).toBe('1980-01-01');
  });
});
