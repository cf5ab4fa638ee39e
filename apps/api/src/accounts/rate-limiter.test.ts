import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('blocks a key at its limit and frees it when the window has passed', () => {
    let t = 0;
    const limiter = new RateLimiter(3, 1000, () => t);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('ip:1')).toBe(false);
      limiter.record('ip:1');
    }
    expect(limiter.isBlocked('ip:1')).toBe(true);
    expect(limiter.isBlocked('ip:2')).toBe(false);
    t = 1001;
    expect(limiter.isBlocked('ip:1')).toBe(false);
  });

  it('forgets stale keys when many keys pile up', () => {
    let t = 0;
    const limiter = new RateLimiter(1, 10, () => t);
    for (let i = 0; i < 10_001; i++) limiter.record(`k${i}`);
    t = 100;
    limiter.record('fresh');
    expect(limiter.isBlocked('k1')).toBe(false);
    expect(limiter.isBlocked('fresh')).toBe(true);
  });
});
