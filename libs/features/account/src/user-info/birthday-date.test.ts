import { birthdayDate, birthdayMin, birthdayText } from './birthday-date';

describe('birthday dates', () => {
  it('writes the day shown on the wheels, whatever the hour of the Date', () => {
    expect(birthdayText(new Date(1990, 5, 18))).toBe('1990-06-18');
    expect(birthdayText(new Date(1990, 5, 18, 23, 59))).toBe('1990-06-18');
    expect(birthdayText(new Date(1980, 0, 1))).toBe('1980-01-01');
  });

  it('reads a stored day back to the same day, round trip', () => {
    for (const text of ['1980-01-01', '1990-06-18', '2000-02-29', '1999-12-31']) {
      expect(birthdayText(birthdayDate(text) as Date)).toBe(text);
    }
  });

  it('reads nothing from an unset or impossible day', () => {
    expect(birthdayDate('')).toBeNull();
    expect(birthdayDate('1990-02-30')).toBeNull();
    expect(birthdayDate('18/06/1990')).toBeNull();
  });

  it('starts the wheels at 1980-01-01', () => {
    expect(birthdayText(birthdayMin())).toBe('1980-01-01');
  });
});
