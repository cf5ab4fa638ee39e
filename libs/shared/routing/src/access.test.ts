import { allowedWithdrawOnly, headerKind, LOGIN_REQUIRED_PATHS, requiresLogin, WITHDRAW_ONLY_PATHS } from './access';
import { ROUTE_PATHS } from './paths';

/** docs/product.md §2, verbatim: the two places that say which routes need login. */
const SPEC_MAIN_LAYOUT =
  'Main layout at / with children: / (home), /hongbao, /activity, /zhanzhu, /mine (login required), /app (login required), /kefu.';
const SPEC_TOP_LEVEL =
  'Top-level: /login, /gamePage, /activityInfo, /zhanzhuye, /vip, /applyagent, /boutBallBet, /boutBallBetInfo, /payInfo, /usdtmore, /concise (query type selects the provider tab), /recharge (login required).';
const SPEC_LOGIN_REQUIRED =
  'Login required: /message, /fanshui, /userInfo, /userCent, /wallet, /addBankCard, /addUsdtCard, /password, /welfare, /betRecord, /activityRecord, /transRecord, /money, /withdrawal, /transfer.';

/** Player protection's screen, a member's own protections (docs/product.md §2's table). */
const ISSUE_34_LOGIN_REQUIRED = ['/responsibleGaming'];
/** 账户安全: a member's passkeys, authenticator app and devices (docs/security.md). */
const ACCOUNT_SECURITY_LOGIN_REQUIRED = ['/accountSecurity'];

const pathsIn = (text: string): string[] => text.match(/\/[A-Za-z]*/g) ?? [];
const markedLoginRequired = (text: string): string[] => [...text.matchAll(/(\/[A-Za-z]*) \(login required\)/g)].map((match) => match[1]);

describe('login-required routes', () => {
  const fromSpec = [
    ...markedLoginRequired(SPEC_MAIN_LAYOUT),
    ...markedLoginRequired(SPEC_TOP_LEVEL),
    ...pathsIn(SPEC_LOGIN_REQUIRED),
    ...ISSUE_34_LOGIN_REQUIRED,
    ...ACCOUNT_SECURITY_LOGIN_REQUIRED,
  ];

  it('are exactly the ones docs/product.md §2 marks', () => {
    expect(fromSpec).toHaveLength(20);
    expect([...LOGIN_REQUIRED_PATHS].sort()).toEqual([...fromSpec].sort());
  });

  it('leave every other spec route open', () => {
    const open = [...pathsIn(SPEC_MAIN_LAYOUT), ...pathsIn(SPEC_TOP_LEVEL)].filter((p) => !fromSpec.includes(p));
    expect(open.length).toBeGreaterThan(0);
    for (const path of open) expect({ path, login: requiresLogin(path) }).toEqual({ path, login: false });
  });

  it('are all known routes', () => {
    for (const path of LOGIN_REQUIRED_PATHS) expect(ROUTE_PATHS).toContain(path);
  });

  it('are recognised with a query, hash prefix or trailing slash', () => {
    expect(requiresLogin('/wallet?type=2')).toBe(true);
    expect(requiresLogin('#/money')).toBe(true);
    expect(requiresLogin('/transRecord/')).toBe(true);
    expect(requiresLogin('/hongbao')).toBe(false);
    expect(requiresLogin('/activityInfo?id=3')).toBe(false);
  });
});

describe('a withdraw-only session (docs/api.md, Player protection)', () => {
  it('reaches the withdrawal, its payout accounts and the records, whatever the query', () => {
    expect(['/withdrawal', '/transRecord?x=1', '#/addUsdtCard', '/addBankCard/'].map(allowedWithdrawOnly)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('reaches nothing else: no deposit, game, transfer, profile, protection or home screen', () => {
    for (const path of [
      '/',
      '/recharge',
      '/transfer',
      '/money',
      '/wallet',
      '/gamePage',
      '/userInfo',
      '/responsibleGaming',
      '/accountSecurity',
      '/mine',
      '/login',
    ])
      expect({ path, allowed: allowedWithdrawOnly(path) }).toEqual({ path, allowed: false });
  });

  it('only on screens that need a session anyway', () => {
    for (const path of WITHDRAW_ONLY_PATHS) expect(requiresLogin(path)).toBe(true);
  });
});

describe('headerKind', () => {
  it('hides the header on /activity, /activityInfo, /mine and /transfer', () => {
    expect(['/activity', '/activityInfo?id=1', '/mine', '/transfer'].map(headerKind)).toEqual(['hidden', 'hidden', 'hidden', 'hidden']);
  });

  it('shows a back-arrow header on /message and /abouts, the main header elsewhere', () => {
    expect(headerKind('/message?type=2')).toBe('back');
    expect(headerKind('/abouts?type=5')).toBe('back');
    expect(headerKind('/')).toBe('main');
    expect(headerKind('/wallet')).toBe('main');
  });
});
