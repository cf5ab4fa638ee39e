import { initialVipTab, vipAchievementLabel, vipEntryFor, vipLevelFromText, vipProgressFromYuan, vipProgressPercent } from './vip';

describe('vipProgressPercent', () => {
  it.each<[number, number, number]>([
    [0, 100_000, 0],
    [50_000, 0, 0],
    [0, 0, 0],
    [-5, 100, 0],
    [50_000, 100_000, 50],
    [100_000, 100_000, 100],
    [300_000, 100_000, 100],
    // 1/3 → 33.33 → 33; 2/3 → 66.67 → 67.
    [1, 3, 33],
    [2, 3, 67],
    // Exactly half a percent rounds up: 1/200 = 0.5 %.
    [1, 200, 1],
    [1, 201, 0],
    // 0.29 / 0.5 = 58 % exactly, where float maths gives 57.99999….
    [29, 50, 58],
  ])('paysum %p / recharge %p → %p %%', (paysum, recharge, percent) => {
    expect(vipProgressPercent(paysum, recharge)).toBe(percent);
  });
});

describe('vipProgressFromYuan', () => {
  it.each<[string | number, string | number, number]>([
    ['500.00', '1000', 50],
    [0.29, 0.5, 58],
    ['2000', 1000, 100],
    ['n/a', '1000', 0],
    ['500', '', 0],
  ])('%p / %p → %p %%', (paysum, recharge, percent) => {
    expect(vipProgressFromYuan(paysum, recharge)).toBe(percent);
  });
});

describe('vipLevelFromText', () => {
  it.each<[string, number | null]>([
    ['VIP3', 3],
    ['VIP10', 10],
    ['vip7', 7],
    [' VIP1 ', 1],
    ['VIP', null],
    ['', null],
    ['gold', null],
  ])('%p → %p', (text, level) => {
    expect(vipLevelFromText(text)).toBe(level);
  });
});

describe('initialVipTab', () => {
  it.each<[number | null, number]>([
    [null, 1],
    [1, 1],
    [5, 5],
    [10, 10],
    [12, 10],
    [0, 1],
    [2.5, 1],
  ])('%p → %p', (level, tab) => {
    expect(initialVipTab(level)).toBe(tab);
  });
});

describe('vipAchievementLabel', () => {
  it.each<[number, number, string]>([
    [3, 2, '已达标'],
    [3, 3, '已达标'],
    [3, 4, '未达标'],
  ])('member VIP%p on tab VIP%p → %p', (member, tab, label) => {
    expect(vipAchievementLabel(member, tab)).toBe(label);
  });
});

describe('vipEntryFor', () => {
  it('finds the entry of a level in the ordered list', () => {
    const levels = [{ recharge: '0' }, { recharge: '1000' }];
    expect(vipEntryFor(levels, 2)).toEqual({ recharge: '1000' });
    expect(vipEntryFor(levels, 3)).toBeNull();
    expect(vipEntryFor(levels, 0)).toBeNull();
  });
});
