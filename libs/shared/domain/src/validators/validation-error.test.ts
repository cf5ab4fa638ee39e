import { firstFailure, isBlank } from './validation-error';

describe('firstFailure', () => {
  it('returns the first failing check without its flag, or null', () => {
    expect(
      firstFailure([
        { fails: false, field: 'a', message: 'A' },
        { fails: true, field: 'b', message: 'B' },
        { fails: true, field: 'c', message: 'C', clear: 'form' },
      ]),
    ).toEqual({ field: 'b', message: 'B' });
    expect(firstFailure([{ fails: true, field: 'c', message: 'C', clear: 'form' }])).toEqual({
      field: 'c',
      message: 'C',
      clear: 'form',
    });
    expect(firstFailure([{ fails: false, field: 'a', message: 'A' }])).toBeNull();
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    [' \t', true],
    ['a', false],
  ])('%p → %p', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});
