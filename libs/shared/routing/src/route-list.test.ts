import { ROUTE_PATHS, ROUTES } from './paths';
import { ROUTE_LIST } from './route-list';

describe('ROUTE_LIST', () => {
  it('holds every route once, in the order of ROUTES', () => {
    expect(ROUTE_LIST.map((route) => route.path)).toEqual(ROUTE_PATHS);
    expect(ROUTE_LIST.find((route) => route.name === 'payInfo')?.path).toBe(ROUTES.payInfo);
  });

  it('marks the routes docs/product.md §2 puts behind a login, and only those', () => {
    const members = ROUTE_LIST.filter((route) => route.loginRequired).map((route) => route.path);
    expect(members).toEqual([
      '/mine',
      '/app',
      '/recharge',
      '/message',
      '/fanshui',
      '/userInfo',
      '/userCent',
      '/wallet',
      '/addBankCard',
      '/addUsdtCard',
      '/password',
      '/welfare',
      '/betRecord',
      '/activityRecord',
      '/transRecord',
      '/money',
      '/withdrawal',
      '/transfer',
      '/responsibleGaming',
      '/accountSecurity',
    ]);
    expect(ROUTE_LIST.find((route) => route.path === '/login')?.loginRequired).toBe(false);
  });

  it('knows which routes sit in the main layout', () => {
    expect(ROUTE_LIST.filter((route) => route.inMainLayout).map((route) => route.path)).toEqual([
      '/',
      '/hongbao',
      '/activity',
      '/zhanzhu',
      '/mine',
      '/app',
      '/kefu',
    ]);
  });
});
