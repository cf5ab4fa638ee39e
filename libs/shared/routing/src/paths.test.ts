import { isRoutePath, MAIN_LAYOUT_PATHS, pathnameOf, resolveRoute, ROUTE_PATHS, ROUTES } from './paths';

describe('ROUTES', () => {
  it('lists the 34 routes of docs/product.md §2 plus /abouts, /responsibleGaming (docs/api.md, Player protection) and /accountSecurity (docs/security.md), each once', () => {
    expect(ROUTE_PATHS).toHaveLength(37);
    expect(new Set(ROUTE_PATHS).size).toBe(37);
    expect(ROUTES.abouts).toBe('/abouts');
    expect(ROUTES.boutBallBetInfo).toBe('/boutBallBetInfo');
  });

  it('puts the seven main-layout children under /', () => {
    expect(MAIN_LAYOUT_PATHS).toEqual(['/', '/hongbao', '/activity', '/zhanzhu', '/mine', '/app', '/kefu']);
  });
});

describe('pathnameOf', () => {
  it.each([
    ['/wallet?type=1', '/wallet'],
    ['#/login?redirect=%2Fmine', '/login'],
    ['/money/', '/money'],
    ['', '/'],
    ['/', '/'],
    ['?a=1', '/'],
  ])('%s -> %s', (location, path) => {
    expect(pathnameOf(location)).toBe(path);
  });
});

describe('unknown paths', () => {
  it('are not routes and resolve to /', () => {
    expect(isRoutePath('/nowhere')).toBe(false);
    expect(isRoutePath('/Wallet')).toBe(false);
    expect(resolveRoute('/nowhere?x=1')).toBe('/');
  });

  it('known paths resolve to themselves', () => {
    expect(isRoutePath('/payInfo?deposit_no=1')).toBe(true);
    expect(resolveRoute('/payInfo?deposit_no=1')).toBe('/payInfo');
  });
});
