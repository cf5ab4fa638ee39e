import { parseQuery, readQuery } from './query';

describe('parseQuery', () => {
  it('reads a search string with or without the question mark, or after a path', () => {
    expect(parseQuery('?a=1&b=x%20y')).toEqual({ a: '1', b: 'x y' });
    expect(parseQuery('a=1')).toEqual({ a: '1' });
    expect(parseQuery('#/login?type=1&pid=7')).toEqual({ type: '1', pid: '7' });
    expect(parseQuery('/login')).toEqual({});
    expect(parseQuery('')).toEqual({});
  });

  it('keeps the first of repeated keys', () => {
    expect(parseQuery('?id=1&id=2')).toEqual({ id: '1' });
  });
});

describe('readQuery', () => {
  it('types numeric parameters', () => {
    expect(readQuery('/activityInfo', '?id=3')).toEqual({ id: 3 });
    expect(readQuery('/password', '?type=1')).toEqual({ type: 1 });
    expect(readQuery('/password', '?type=2')).toEqual({ type: 2 });
    expect(readQuery('/zhanzhuye', '?type=2')).toEqual({ type: 2 });
    expect(readQuery('/abouts', '?type=6')).toEqual({ type: 6 });
    expect(readQuery('/boutBallBetInfo', '?type=8')).toEqual({ type: 8 });
    expect(readQuery('/message', '?type=2')).toEqual({ type: 2 });
    expect(readQuery('/wallet', '?type=1')).toEqual({ type: 1 });
  });

  it('drops missing and invalid values', () => {
    expect(readQuery('/activityInfo', '?id=abc')).toEqual({});
    expect(readQuery('/activityInfo', '')).toEqual({});
    expect(readQuery('/zhanzhuye', '?type=3')).toEqual({});
    expect(readQuery('/abouts', '?type=1')).toEqual({});
    expect(readQuery('/boutBallBetInfo', '?type=6')).toEqual({});
    expect(readQuery('/wallet', '?type=0')).toEqual({});
    expect(readQuery('/concise', '?type=xx')).toEqual({});
    expect(readQuery('/gamePage', '?dailiD=3&app=2&name=')).toEqual({});
  });

  it('reads text parameters', () => {
    expect(readQuery('/payInfo', '?deposit_no=17000000001234567')).toEqual({ deposit_no: '17000000001234567' });
    expect(readQuery('/concise', '?type=fgdz')).toEqual({ type: 'fgdz' });
    expect(readQuery('/gamePage', '?dailiD=2')).toEqual({ dailiD: 2 });
  });

  it('accepts only in-app redirects after login', () => {
    expect(readQuery('/login', '?redirect=%2Fmoney')).toEqual({ redirect: '/money' });
    expect(readQuery('/login', '?redirect=https%3A%2F%2Fevil.example')).toEqual({});
    expect(readQuery('/login', '?redirect=%2F%2Fevil.example')).toEqual({});
    expect(readQuery('/login', '?redirect=%2F%5Cevil.example')).toEqual({});
  });

  it('ignores parameters the route does not take', () => {
    expect(readQuery('/activityInfo', '?id=3&type=1')).toEqual({ id: 3 });
  });
});
