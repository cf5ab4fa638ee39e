import {
  DEFAULT_USDT_PROTOCOL,
  formatUsdt,
  protocolOfCard,
  USDT_PROTOCOLS,
  usdtActualReceived,
  usdtActualReceivedCents,
  usdtEquivalent,
  usdtEquivalentCents,
  withdrawFeeCents,
} from './usdt';

describe('usdtEquivalent', () => {
  it.each<[number, string | number, string]>([
    [10_000, '7', '14.28'],
    [10_000, '7.00', '14.28'],
    [10_000, 7.1, '14.08'],
    [70_000, '7', '100.00'],
    [100, '0.3', '3.33'],
    // 1 ÷ 0.1 is 10 exactly; float maths would give 9.999… → "9.99".
    [100, '0.1', '10.00'],
    [33, '0.33', '1.00'],
    [0, '7.2', '0.00'],
    [999_999_999, '6.88', '1453488.37'],
  ])('%p fen at rate %p → %p', (fen, rate, usdt) => {
    expect(usdtEquivalent(fen, rate)).toBe(usdt);
  });

  it.each<[number, string | number]>([
    [10_000, '0'],
    [10_000, '0.00'],
    [10_000, ''],
    [10_000, 'abc'],
    [10_000, -7],
    [-100, '7'],
    [10.5, '7'],
  ])('%p fen at rate %p has no equivalent', (fen, rate) => {
    expect(usdtEquivalentCents(fen, rate)).toBeNull();
    expect(usdtEquivalent(fen, rate)).toBeNull();
  });
});

describe('withdrawFeeCents', () => {
  const fees = { erc20Fee: '5', trc20Fee: '1.5' };

  it.each<[Parameters<typeof withdrawFeeCents>[0], Parameters<typeof withdrawFeeCents>[1], number | null]>([
    ['ERC20', fees, 500],
    ['TRC20', fees, 150],
    ['TRC20', { erc20Fee: 0, trc20Fee: 0 }, 0],
    ['TRC20', { erc20Fee: 0, trc20Fee: '1.001' }, 101],
    ['TRC20', { erc20Fee: 0, trc20Fee: '1.000' }, 100],
    ['ERC20', { erc20Fee: 'n/a', trc20Fee: 1 }, null],
  ])('%p with %p → %p', (protocol, given, cents) => {
    expect(withdrawFeeCents(protocol, given)).toBe(cents);
  });
});

describe('usdtActualReceived', () => {
  const fees = { erc20Fee: '5', trc20Fee: '1' };

  it.each<[number, string, 'TRC20' | 'ERC20', string | null]>([
    [10_000, '7', 'TRC20', '13.28'],
    [10_000, '7', 'ERC20', '9.28'],
    [3_000, '7', 'ERC20', '0.00'],
    [10_000, '0', 'TRC20', null],
  ])('%p fen at %p over %p → %p', (fen, rate, protocol, usdt) => {
    expect(usdtActualReceived(fen, rate, protocol, fees)).toBe(usdt);
  });

  it('never goes below 0 and needs a readable fee', () => {
    expect(usdtActualReceivedCents(100, '7', 'ERC20', fees)).toBe(0);
    expect(usdtActualReceivedCents(10_000, '7', 'ERC20', { erc20Fee: '', trc20Fee: 1 })).toBeNull();
  });
});

describe('protocols', () => {
  it('defaults to TRC20 and reads a saved address protocol from bank_owner', () => {
    expect(USDT_PROTOCOLS).toEqual(['TRC20', 'ERC20']);
    expect(DEFAULT_USDT_PROTOCOL).toBe('TRC20');
    expect(protocolOfCard('ERC20')).toBe('ERC20');
    expect(protocolOfCard(' erc20 ')).toBe('ERC20');
    expect(protocolOfCard('TRC20')).toBe('TRC20');
    expect(protocolOfCard('')).toBe('TRC20');
  });
});

describe('formatUsdt', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1428, '14.28'],
    [100000, '1000.00'],
  ])('%p → %p', (cents, text) => {
    expect(formatUsdt(cents)).toBe(text);
  });
});
