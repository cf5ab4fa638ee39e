import {
  canAddCard,
  cardLimitHint,
  defaultTransferTarget,
  PLATFORM_WALLET,
  platformOptions,
  transferMaxAmount,
  transferWallets,
  visibleVenues,
} from './wallet';

const venues = [
  { platname: 'ag', name: 'AG真人', balance: 1_050 },
  { platname: 'bbin', name: 'BBIN', balance: 0 },
];

describe('transfer wallets', () => {
  it('puts the platform wallet first', () => {
    expect(PLATFORM_WALLET).toBe('userbalance');
    expect(transferWallets(venues, 99_900)).toEqual([{ platname: 'userbalance', name: '平台钱包', balance: 99_900 }, ...venues]);
  });

  it('targets the first real venue by default', () => {
    expect(defaultTransferTarget(venues)).toBe('ag');
    expect(defaultTransferTarget(transferWallets(venues, 0))).toBe('ag');
    expect(defaultTransferTarget([])).toBeNull();
  });

  it.each<[string, number]>([
    ['userbalance', 99_900],
    ['ag', 1_050],
    ['bbin', 0],
    ['gone', 0],
  ])('max from %p is %p fen', (source, max) => {
    expect(transferMaxAmount(source, 99_900, venues)).toBe(max);
  });
});

describe('visibleVenues', () => {
  const list = ['a', 'b', 'c', 'd', 'e'];

  it.each<[number, boolean, string[]]>([
    [3, false, ['a', 'b', 'c']],
    [4, false, ['a', 'b', 'c', 'd']],
    [3, true, list],
    [9, false, list],
  ])('%p rows, expanded %p → %p', (rows, expanded, shown) => {
    expect(visibleVenues(list, rows, expanded)).toEqual(shown);
  });
});

describe('platformOptions', () => {
  it('starts with 全平台 meaning every platform', () => {
    expect(platformOptions(venues)).toEqual([
      { name: '全平台', platname: '' },
      { name: 'AG真人', platname: 'ag' },
      { name: 'BBIN', platname: 'bbin' },
    ]);
  });
});

describe('card limits', () => {
  it.each<[number, boolean]>([
    [0, true],
    [4, true],
    [5, false],
    [6, false],
  ])('%p cards → can add: %p', (count, allowed) => {
    expect(canAddCard(count)).toBe(allowed);
  });

  it('words the hint per kind', () => {
    expect(cardLimitHint('usdt')).toBe('最多支持添加5个地址');
    expect(cardLimitHint('bank')).toBe('最多支持添加5张银行卡');
  });
});
