// Jest settings of every feature library (its jest.config.cts names this preset): the shared
// ones, jsdom, the feature set-up, and time for tests that render whole pages with antd-mobile
// on a busy 2-core machine (the first test of a file can pass 5 s).
const base = require('./jest.preset.js');

module.exports = {
  ...base,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('./tools/jest/setup-dom.ts'), require.resolve('./tools/jest/setup-feature.ts')],
  testTimeout: 30000,
};
