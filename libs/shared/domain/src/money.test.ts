import { fenToYuanNumber, formatYuan, formatYuanShort, parseSignedYuan, parseYuan, totalAssets } from './money';

describe('parseYuan', () => {
  it.each([
    ['100', 10000],
    ['100.5', 10050],
    ['100.50', 10050],
    ['0.01', 1],
    ['0.29', 29],
    ['1.1', 110],
    ['0', 0],
    [' 12.34 ', 1234],
    ['007', 700],
    [100, 10000],
    [100.5, 10050],
    [0.29, 29],
    [19.99, 1999],
    ['90071992547409.91', 9007199254740991],
  ])('reads %p as %p fen', (input, fen) => {
    expect(parseYuan(input)).toBe(fen);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['-1'],
    ['1.234'],
    ['1.'],
    ['.5'],
    ['1,000'],
    ['1e3'],
    ['+5'],
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [0.1 + 0.2],
    [1e21],
    ['90071992547409.92'],
  ])('refuses %p', (input) => {
    expect(parseYuan(input)).toBeNull();
  });
});

describe('parseSignedYuan', () => {
  it.each([
    ['-12.5', -1250],
    [-3, -300],
    ['12.5', 1250],
    [' -0.01', -1],
  ])('reads %p as %p fen', (input, fen) => {
    expect(parseSignedYuan(input)).toBe(fen);
  });

  it.each([['--1'], ['-'], ['-1.234'], ['x'], ['- 1'], ['-\t1'], ['+1'], ['1e2'], ['0x10'], ['1 000']])('refuses %p', (input) => {
    expect(parseSignedYuan(input)).toBeNull();
  });
});

describe('formatYuan', () => {
  it.each([
    [123450, '1234.50'],
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [-1, '-0.01'],
    [-123456, '-1234.56'],
  ])('%p fen → %p', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });
});

describe('formatYuanShort', () => {
  it.each([
    [10000, '100'],
    [1000000, '10000'],
    [10050, '100.5'],
    [10001, '100.01'],
    [0, '0'],
  ])('%p fen → %p', (fen, text) => {
    expect(formatYuanShort(fen)).toBe(text);
  });
});

describe('fenToYuanNumber', () => {
  it.each([
    [123450, 1234.5],
    [29, 0.29],
    [1, 0.01],
    [0, 0],
  ])('%p fen → %p yuan', (fen, yuan) => {
    expect(fenToYuanNumber(fen)).toBe(yuan);
  });

  it('round-trips with parseYuan', () => {
    for (const fen of [1, 7, 29, 57, 110, 999, 1999, 123456789]) {
      expect(parseYuan(fenToYuanNumber(fen))).toBe(fen);
    }
  });
});

describe('totalAssets', () => {
  it('adds central and game balances exactly', () => {
    expect(totalAssets(10, 20)).toBe(30);
    expect(formatYuan(totalAssets(parseYuan('0.1') ?? 0, parseYuan('0.2') ?? 0))).toBe('0.30');
  });
});
