import { IdempotencyKeys, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are 32 random hex characters the server accepts', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('reuses the key when the same action is retried, until it settles', () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `k${++n}`);
    const transfer = { amount: '100', sourcetype: 'userbalance', targettype: 'ag' };
    expect(keys.keyFor(transfer)).toBe('k1');
    expect(keys.keyFor({ ...transfer })).toBe('k1');
    keys.settle();
    expect(keys.keyFor(transfer)).toBe('k2');
  });

  it('gives a changed payload a new key (a different action, not a retry)', () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor({ amount: '100' })).toBe('k1');
    expect(keys.keyFor({ amount: '200' })).toBe('k2');
    expect(keys.keyFor({ amount: '100' })).toBe('k3');
  });
});
