import { workersFromEnv, workersRefusal } from './cluster';

describe('WORKERS', () => {
  it('reads a whole number of workers, 1 by default', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ WORKERS: '4' })).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => workersFromEnv({ WORKERS: bad })).toThrow(/WORKERS must be/);
  });

  it('refuses several workers on the embedded database, with the reason', () => {
    expect(workersRefusal(2, undefined)).toMatch(/^WORKERS=2 needs PostgreSQL \(DATABASE_URL\): the embedded database .* only one process/);
    expect(workersRefusal(2, 'postgres://db/app')).toBeNull();
    expect(workersRefusal(1, undefined)).toBeNull();
  });
});
