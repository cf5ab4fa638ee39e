import { hashHref, links, withQuery } from './links';
import { readQuery } from './query';

describe('links', () => {
  it('builds the query-less routes', () => {
    expect(links.transRecord()).toBe('/transRecord');
    expect(links.home()).toBe('/');
    expect(links.vip()).toBe('/vip');
  });

  it('activityInfo', () => expect(links.activityInfo(3)).toBe('/activityInfo?id=3'));
  it('concise', () => {
    expect(links.concise('pp')).toBe('/concise?type=pp');
    expect(links.concise()).toBe('/concise');
  });
  it('abouts', () => expect(links.abouts(5)).toBe('/abouts?type=5'));
  it('zhanzhuye', () => expect(links.zhanzhuye(1)).toBe('/zhanzhuye?type=1'));
  it('payInfo', () => expect(links.payInfo('17000000001234567')).toBe('/payInfo?deposit_no=17000000001234567'));
  it('password', () => expect(links.password(1)).toBe('/password?type=1'));
  it('boutBallBetInfo', () => expect(links.boutBallBetInfo(7)).toBe('/boutBallBetInfo?type=7'));

  it('wallet, including the red-packet popup link with type 0', () => {
    expect(links.wallet(2)).toBe('/wallet?type=2');
    expect(links.wallet(0)).toBe('/wallet?type=0');
    expect(links.wallet()).toBe('/wallet');
  });

  it('transRecord, on a type or the default', () => {
    expect(links.transRecord(2)).toBe('/transRecord?type=2');
    expect(links.transRecord()).toBe('/transRecord');
    expect(readQuery('/transRecord', links.transRecord(4))).toEqual({ type: 4 });
    expect(readQuery('/transRecord', '/transRecord?type=5')).toEqual({});
  });

  it('message', () => {
    expect(links.message(2)).toBe('/message?type=2');
    expect(links.message()).toBe('/message');
  });

  it('login encodes the redirect and keeps the other parameters', () => {
    expect(links.login()).toBe('/login');
    expect(links.login({ redirect: '/wallet?type=2&x=1' })).toBe('/login?redirect=%2Fwallet%3Ftype%3D2%26x%3D1');
    expect(links.login({ type: 1, pid: 'abc123' })).toBe('/login?type=1&pid=abc123');
  });

  it('gamePage keeps only the given parameters, in a fixed order', () => {
    expect(links.gamePage({ dailiD: 1 })).toBe('/gamePage?dailiD=1');
    expect(links.gamePage({ app: 1 })).toBe('/gamePage?app=1');
    expect(links.gamePage({ code: 'x y', name: 'pp', type: '0' })).toBe('/gamePage?name=pp&type=0&code=x%20y');
  });

  it('round-trips through readQuery', () => {
    const target = '/activityInfo?id=3&from=home';
    expect(readQuery('/login', links.login({ redirect: target, type: 1, pid: 'p 1' }))).toEqual({
      redirect: target,
      type: 1,
      pid: 'p 1',
    });
    expect(readQuery('/gamePage', links.gamePage({ name: 'ag', type: '0', code: 'realbet' }))).toEqual({
      name: 'ag',
      type: '0',
      code: 'realbet',
    });
  });
});

describe('withQuery', () => {
  it('drops undefined and empty values', () => {
    expect(withQuery('/vip', { a: undefined, b: '' })).toBe('/vip');
    expect(withQuery('/vip', { a: 0 })).toBe('/vip?a=0');
  });
});

describe('hashHref', () => {
  it('is the hash router address of a link, query included', () => {
    expect(hashHref(links.login({ type: 1 }))).toBe('#/login?type=1');
    expect(hashHref(links.home())).toBe('#/');
  });
});
