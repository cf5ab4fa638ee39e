import fc from 'fast-check';
import {
  DEFAULT_USDT_PROTOCOL,
  formatUsdt,
  isUsdtFeeSetting,
  isUsdtRateSetting,
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

describe('USDT settings an operator may set', () => {
  it.each(['7', '7.2', '7.20', '0.01', '99999999.99', '6.88'])('rate %p is accepted', (text) => {
    expect(isUsdtRateSetting(text)).toBe(true);
  });

  it.each(['0', '0.00', '7.005', '7.', '.5', '07.20', ' 7.20', '7.20 ', '-7', '+7', '1e3', '7,20', '100000000', ''])(
    'rate %p is refused',
    (text) => {
      expect(isUsdtRateSetting(text)).toBe(false);
    },
  );

  it.each(['0', '0.00', '1', '1.5', '1.50', '99999999.99'])('fee %p is accepted', (text) => {
    expect(isUsdtFeeSetting(text)).toBe(true);
  });

  it.each(['1.005', '1.000', '-1', '01', 'abc', ' 1', '100000000'])('fee %p is refused', (text) => {
    expect(isUsdtFeeSetting(text)).toBe(false);
  });
});

/** Every rate and fee an operator may set, as hundredths and as the text they are set as. */
const settingHundredths = (min: number) => fc.integer({ min, max: 9_999_999_999 });
const settingText = (hundredths: number) => {
  const text = formatUsdt(hundredths);
  // Both forms an operator may type: "7.20" and, for whole or tenth values, "7" / "7.2".
  return [text, text.replace(/\.00$/, ''), text.replace(/(\.\d)0$/, '$1')];
};
const fen = fc.integer({ min: 0, max: 9_999_999_999_99 });

describe('USDT figures for every setting an operator may set (property)', () => {
  it('every such setting is accepted in each of its written forms', () => {
    fc.assert(
      fc.property(settingHundredths(1), settingHundredths(0), (rate, fee) => {
        for (const text of settingText(rate)) expect(isUsdtRateSetting(text)).toBe(true);
        for (const text of settingText(fee)) expect(isUsdtFeeSetting(text)).toBe(true);
      }),
    );
  });

  it('a fee is charged exactly as set: no rounding applies to an accepted fee', () => {
    fc.assert(
      fc.property(settingHundredths(0), fc.constantFrom<'TRC20' | 'ERC20'>('TRC20', 'ERC20'), (fee, protocol) => {
        for (const text of settingText(fee)) expect(withdrawFeeCents(protocol, { erc20Fee: text, trc20Fee: text })).toBe(fee);
      }),
    );
  });

  it('the equivalent is amount ÷ rate floored to hundredths, and received is it minus the fee, never below 0', () => {
    fc.assert(
      fc.property(
        fen,
        settingHundredths(1),
        settingHundredths(0),
        fc.constantFrom<'TRC20' | 'ERC20'>('TRC20', 'ERC20'),
        (amount, rate, fee, protocol) => {
          const rateText = formatUsdt(rate);
          const feeText = formatUsdt(fee);
          const cents = usdtEquivalentCents(amount, rateText);
          expect(cents).not.toBeNull();
          // amount fen ÷ (rate/100) yuan per USDT = amount / rate USDT = amount × 100 / rate hundredths.
          const c = BigInt(cents ?? -1);
          expect(c * BigInt(rate) <= BigInt(amount) * 100n).toBe(true);
          expect((c + 1n) * BigInt(rate) > BigInt(amount) * 100n).toBe(true);
          const fees = protocol === 'ERC20' ? { erc20Fee: feeText, trc20Fee: 'x' } : { erc20Fee: 'x', trc20Fee: feeText };
          expect(usdtActualReceivedCents(amount, rateText, protocol, fees)).toBe(Math.max(0, Number(c) - fee));
        },
      ),
    );
  });
});
