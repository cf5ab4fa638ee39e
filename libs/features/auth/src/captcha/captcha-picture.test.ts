import { CAPTCHA_COUNT, CAPTCHA_MAX_LENGTH_REGISTER } from '@h5/domain';
import { CAPTCHA_CODES } from './captcha-codes';
import { captchaDataUrl, captchaSvg } from './captcha-picture';

const glyphsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');

describe('captcha pictures', () => {
  it('has one distinct code per picture, as many as the domain counts, each typeable on register', () => {
    expect(CAPTCHA_CODES).toHaveLength(CAPTCHA_COUNT);
    expect(new Set(CAPTCHA_CODES).size).toBe(CAPTCHA_COUNT);
    for (const code of CAPTCHA_CODES) {
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]+$/);
      expect(code.length).toBeLessThanOrEqual(CAPTCHA_MAX_LENGTH_REGISTER);
    }
  });

  it('draws exactly the expected code of each picture', () => {
    CAPTCHA_CODES.forEach((code, index) => expect(glyphsOf(captchaSvg(index))).toBe(code));
  });

  it('is deterministic per picture and different between pictures', () => {
    expect(captchaSvg(3)).toBe(captchaSvg(3));
    const all = new Set(CAPTCHA_CODES.map((_, i) => captchaSvg(i)));
    expect(all.size).toBe(CAPTCHA_COUNT);
  });

  it('adds noise lines and dots and rotates every glyph', () => {
    const svg = captchaSvg(0);
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(4);
    expect(svg.match(/<circle /g)?.length).toBeGreaterThanOrEqual(20);
    expect(svg.match(/<text [^>]*rotate\(/g)).toHaveLength(4);
  });

  it('refuses an index outside the set', () => {
    expect(() => captchaSvg(CAPTCHA_COUNT)).toThrow(RangeError);
    expect(() => captchaSvg(-1)).toThrow(RangeError);
  });

  it('encodes the picture as an SVG data URL', () => {
    const url = captchaDataUrl(5);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1])).toBe(captchaSvg(5));
  });
});
