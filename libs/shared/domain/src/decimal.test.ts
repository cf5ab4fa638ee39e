import { ceilDiv, parseDecimal, pow10 } from './decimal';

describe('parseDecimal', () => {
  it.each<[string | number, { units: bigint; scale: number } | null]>([
    ['7', { units: 7n, scale: 0 }],
    ['7.10', { units: 710n, scale: 2 }],
    [7.1, { units: 71n, scale: 1 }],
    [' 0.001 ', { units: 1n, scale: 3 }],
    ['-1', null],
    ['1e5', null],
    [Number.NaN, null],
    ['', null],
  ])('%p → %p', (input, decimal) => {
    expect(parseDecimal(input)).toEqual(decimal);
  });
});

describe('integer helpers', () => {
  it('computes powers of ten and rounds division up', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(3)).toBe(1000n);
    expect(ceilDiv(10n, 5n)).toBe(2n);
    expect(ceilDiv(11n, 5n)).toBe(3n);
    expect(ceilDiv(0n, 5n)).toBe(0n);
  });
});
