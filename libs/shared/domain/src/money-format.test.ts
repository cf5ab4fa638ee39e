import fc from 'fast-check';
import { formatYuan, parseSignedYuan } from './money';
import { formatMoney, YUAN_SIGN } from './money-format';

describe('formatMoney', () => {
  it.each([
    [0, '¥0.00'],
    [9, '¥0.09'],
    [100, '¥1.00'],
    [99999, '¥999.99'],
    [100000, '¥1,000.00'],
    [123450, '¥1,234.50'],
    [128000, '¥1,280.00'],
    [987654321, '¥9,876,543.21'],
    [900719925474099, '¥9,007,199,254,740.99'],
    [-2500, '-¥25.00'],
    [-123456789, '-¥1,234,567.89'],
  ])('shows %p fen as %p', (fen, text) => {
    expect(formatMoney(fen)).toBe(text);
  });

  it('leaves the ¥ off on request and marks gains with + when asked', () => {
    expect(formatMoney(12000, { currency: false })).toBe('120.00');
    expect(formatMoney(12000, { signed: true })).toBe('+¥120.00');
    expect(formatMoney(-12000, { signed: true })).toBe('-¥120.00');
    expect(formatMoney(0, { signed: true })).toBe('¥0.00');
  });

  it('round-trips: removing the sign and commas gives back the API form of the same fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        const text = formatMoney(fen);
        expect(text.replace(YUAN_SIGN, '').replace(/,/g, '')).toBe(formatYuan(fen));
        expect(parseSignedYuan(text.replace(YUAN_SIGN, '').replace(/,/g, ''))).toBe(fen);
        // Always two decimals, groups of exactly three digits after the first.
        expect(text).toMatch(/^-?¥\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
