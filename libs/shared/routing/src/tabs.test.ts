import { selectedTab, TAB_BAR } from './tabs';

describe('TAB_BAR', () => {
  it('has the five tabs of docs/product.md §2 in order', () => {
    expect(TAB_BAR.map((tab) => [tab.label, tab.path])).toEqual([
      ['首页', '/'],
      ['优惠', '/activity'],
      ['客服', '/kefu'],
      ['赞助', '/zhanzhu'],
      ['我的', '/mine'],
    ]);
  });
});

describe('selectedTab', () => {
  it.each([
    ['/', 'home'],
    ['/activity', 'activity'],
    ['/kefu', 'kefu'],
    ['/zhanzhu', 'zhanzhu'],
    ['/mine', 'mine'],
    ['#/mine?x=1', 'mine'],
  ])('%s selects %s', (path, tab) => {
    expect(selectedTab(path)).toBe(tab);
  });

  it.each(['/gamePage', '/gamePage?name=ag', '/hongbao', '/activityInfo?id=2', '/zhanzhuye?type=1'])('%s selects no tab', (path) => {
    expect(selectedTab(path)).toBeNull();
  });
});
