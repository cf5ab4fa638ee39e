import { guardGameOpen, guardNavigation, guardRedPacket, guardTransfer } from './guards';

describe('guards', () => {
  it('asks visitors to log in before a game opens', () => {
    expect(guardGameOpen(false)).toEqual({ kind: 'toast', message: '请登录！' });
    expect(guardGameOpen(true)).toBeNull();
  });

  it('invites visitors to log in on /transfer', () => {
    expect(guardTransfer(false)).toEqual({ kind: 'confirm-login', message: '精彩内容等你来体验，快来登录吧！' });
    expect(guardTransfer(true)).toBeNull();
  });

  it.each<[boolean, number | string, ReturnType<typeof guardRedPacket>]>([
    [false, 0, { kind: 'toast', message: '红包已关闭' }],
    [true, '0', { kind: 'toast', message: '红包已关闭' }],
    [false, 1, { kind: 'confirm-login', message: '精彩内容等你来体验，快来登录吧！' }],
    [true, '1', null],
  ])('red packets, logged in %p, switch %p → %p', (loggedIn, redpacketSwitch, outcome) => {
    expect(guardRedPacket({ loggedIn, redpacketSwitch })).toEqual(outcome);
  });

  it('refuses to navigate to the current page', () => {
    expect(guardNavigation('/mine', '/mine')).toEqual({ kind: 'toast', message: '已在当前页面！' });
    expect(guardNavigation('/mine', '/vip')).toBeNull();
  });
});
