import { cardLastFour, maskCardNumber } from './card';

describe('maskCardNumber', () => {
  it.each([
    ['6222021234567891234', '**** **** **** 1234'],
    ['6222 0212 3456 7890', '**** **** **** 7890'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', '**** **** **** bLSE'],
    ['12345', '**** **** **** 2345'],
    ['1234', '**** **** **** 1234'],
    ['12', '**** **** **** 12'],
    ['', ''],
    ['   ', ''],
  ])('%p → %p', (input, masked) => {
    expect(maskCardNumber(input)).toBe(masked);
  });
});

describe('cardLastFour', () => {
  it.each([
    ['6222021234567891234', '1234'],
    ['6222 0212 3456 78 90', '7890'],
    ['ab', 'ab'],
  ])('%p → %p', (input, tail) => {
    expect(cardLastFour(input)).toBe(tail);
  });
});
