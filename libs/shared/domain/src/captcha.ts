import { CAPTCHA_COUNT } from './constants';

/** The typed captcha against the shown picture's code; letters compare case-insensitively. */
export function isCaptchaMatch(input: string, expected: string): boolean {
  return input.trim().toLowerCase() === expected.trim().toLowerCase();
}

/**
 * Picks one of the captcha pictures from a random number in [0, 1) (Math.random() is
 * passed in so the choice can be tested). When `current` is given the result differs from
 * it, so a re-pick after a wrong code always shows a new picture.
 */
export function pickCaptchaIndex(random: number, current?: number): number {
  if (current === undefined) return Math.min(CAPTCHA_COUNT - 1, Math.floor(random * CAPTCHA_COUNT));
  const offset = 1 + Math.min(CAPTCHA_COUNT - 2, Math.floor(random * (CAPTCHA_COUNT - 1)));
  return (current + offset) % CAPTCHA_COUNT;
}
