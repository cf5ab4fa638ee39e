// Shared jest settings: every project's jest.config.cts spreads this.
const nxPreset = require('@nx/jest/preset').default;

/**
 * SWC strips types and JSX (typecheck is its own target), so tests start fast: on a fresh clone
 * (no transform cache, as in CI) cashier's suite took 58 s of CPU with Babel and 42 s with SWC.
 * Babel stays where a project needs it (jest.babel-preset.js: the domain's coverage, the
 * web app's hydration tests).
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  ...nxPreset,
  // Every project's tests run side by side with lint, the type check and the format check on a
  // 2-core machine: the first test of a file, which loads its modules, passed jest's 5 s there
  // (api-client's money hooks in a CI run; ui-kit, the web app and the features set the same).
  testTimeout: 30000,
  transform: { '^.+\\.[tj]sx?$': swcTransform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)'],
};
