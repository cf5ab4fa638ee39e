import { ConfigError, configFromEnv } from '../config';

const TOKEN = 'break-glass-token-0123456789abcdef';
const PRODUCTION = { NODE_ENV: 'production', DATABASE: 'embedded', DATA_DIR: ':memory:', ACCOUNT_SECRET_KEY: 'c4'.repeat(32) };

/** The shared token as a break-glass (docs/security.md "Operators"): which settings turn it on. */
describe('the break-glass token', () => {
  it('is off in production unless ADMIN_BREAK_GLASS=1 stands beside ADMIN_TOKEN', () => {
    expect(configFromEnv({ ...PRODUCTION, ADMIN_TOKEN: TOKEN }).breakGlassToken).toBeUndefined();
    expect(configFromEnv({ ...PRODUCTION, ADMIN_TOKEN: TOKEN, ADMIN_BREAK_GLASS: '0' }).breakGlassToken).toBeUndefined();
    expect(configFromEnv({ ...PRODUCTION, ADMIN_TOKEN: TOKEN, ADMIN_BREAK_GLASS: '1' }).breakGlassToken).toBe(TOKEN);
    expect(configFromEnv({ ...PRODUCTION }).breakGlassToken).toBeUndefined();
  });

  it('is on wherever ADMIN_TOKEN is set outside production (tests, the dev server)', () => {
    expect(configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', ADMIN_TOKEN: TOKEN }).breakGlassToken).toBe(TOKEN);
    expect(configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:' }).breakGlassToken).toBeUndefined();
  });

  it('refuses ADMIN_BREAK_GLASS=1 without a token, and a value other than 0 or 1', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        configFromEnv(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ ...PRODUCTION, ADMIN_BREAK_GLASS: '1' })).toEqual([expect.stringContaining('ADMIN_BREAK_GLASS=1 needs ADMIN_TOKEN')]);
    expect(problems({ ...PRODUCTION, ADMIN_TOKEN: TOKEN, ADMIN_BREAK_GLASS: 'yes' })).toEqual([
      expect.stringContaining('ADMIN_BREAK_GLASS must be 0 or 1'),
    ]);
  });
});
