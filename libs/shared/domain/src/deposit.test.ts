import { defaultPayWay, payRangeType, payWayTabs, rechargePayType, toPayRange } from './deposit';

describe('payWayTabs', () => {
  it.each<[Parameters<typeof payWayTabs>[0], string[]]>([
    [{ card: 1, usdt: 1, wechat: 1, alipay: 1 }, ['bank', 'usdt', 'vippay', 'wechat', 'alipay']],
    [{ card: '1', usdt: '0', wechat: 0, alipay: '1' }, ['bank', 'vippay', 'alipay']],
    [{}, ['vippay']],
    [{ card: null, usdt: 2 }, ['vippay']],
  ])('%p → %p', (availability, tabs) => {
    expect(payWayTabs(availability)).toEqual(tabs);
  });
});

describe('defaultPayWay', () => {
  it.each<[Parameters<typeof defaultPayWay>[0], string]>([
    [{ card: 1, usdt: 1 }, 'bank'],
    [{ card: 0, usdt: 1, wechat: 1 }, 'usdt'],
    [{ wechat: 1, alipay: 1 }, 'wechat'],
    [{ alipay: '1' }, 'alipay'],
    [{ card: 0 }, 'vippay'],
  ])('%p → %p', (availability, way) => {
    expect(defaultPayWay(availability)).toBe(way);
  });
});

describe('payRangeType and rechargePayType', () => {
  it.each<[Parameters<typeof payRangeType>[0], Parameters<typeof payRangeType>[1], string | null, string | null]>([
    ['bank', 'TRC20', 'bank', 'bank'],
    ['usdt', 'TRC20', 'usdt-trc20', 'usdt'],
    ['usdt', 'ERC20', 'usdt-erc20', 'usdt'],
    ['wechat', 'TRC20', 'wechat', 'wxpay'],
    ['alipay', 'ERC20', 'alipay', 'alipay'],
    ['vippay', 'TRC20', 'vippay', null],
  ])('%p (%p) → range %p, paytype %p', (way, protocol, rangeType, payType) => {
    expect(payRangeType(way, protocol)).toBe(rangeType);
    expect(rechargePayType(way)).toBe(payType);
  });
});

describe('toPayRange', () => {
  it.each<[Parameters<typeof toPayRange>[0], { min: number; max: number }]>([
    [
      { min_price: '50', max_price: '5000.5' },
      { min: 5000, max: 500_050 },
    ],
    [
      { min_price: 1, max_price: 1 },
      { min: 100, max: 100 },
    ],
    [null, { min: 10_000, max: 1_000_000 }],
    [undefined, { min: 10_000, max: 1_000_000 }],
    [
      { min_price: 'x', max_price: '100' },
      { min: 10_000, max: 1_000_000 },
    ],
    [
      { min_price: '100', max_price: '' },
      { min: 10_000, max: 1_000_000 },
    ],
    [
      { min_price: '500', max_price: '100' },
      { min: 10_000, max: 1_000_000 },
    ],
  ])('%p → %p', (raw, range) => {
    expect(toPayRange(raw)).toEqual(range);
  });
});
