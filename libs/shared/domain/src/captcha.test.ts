import { isCaptchaMatch, pickCaptchaIndex } from './captcha';
import { CAPTCHA_COUNT } from './constants';

describe('isCaptchaMatch', () => {
  it.each([
    ['abcd', 'abcd', true],
    ['ABcd', 'abCD', true],
    [' ab12 ', 'AB12', true],
    ['abce', 'abcd', false],
    ['', 'abcd', false],
  ])('%p vs %p → %p', (input, expected, match) => {
    expect(isCaptchaMatch(input, expected)).toBe(match);
  });
});

describe('pickCaptchaIndex', () => {
  it('spreads [0, 1) over the 21 pictures', () => {
    expect(CAPTCHA_COUNT).toBe(21);
    expect(pickCaptchaIndex(0)).toBe(0);
    expect(pickCaptchaIndex(0.5)).toBe(10);
    expect(pickCaptchaIndex(0.9999999)).toBe(20);
    expect(pickCaptchaIndex(1)).toBe(20);
  });

  it('never repeats the current picture', () => {
    for (let current = 0; current < CAPTCHA_COUNT; current += 1) {
      for (const random of [0, 0.25, 0.5, 0.9999999, 1]) {
        const next = pickCaptchaIndex(random, current);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(CAPTCHA_COUNT);
      }
    }
  });
});
