import { quickAmounts } from './quick-amounts';

const range = (minYuan: number, maxYuan: number) => ({ min: minYuan * 100, max: maxYuan * 100 });

describe('quickAmounts', () => {
  it.each([
    [range(100, 10000), [100, 500, 1000, 5000]],
    [range(100, 5000), [100, 500, 1000, 5000]],
    [range(500, 50000), [500, 1000, 5000]],
    [range(100, 999.99), [100, 500]],
    [range(150, 400), []],
  ])('%j → %j', (r, expected) => {
    expect(quickAmounts(r)).toEqual(expected);
  });
});
