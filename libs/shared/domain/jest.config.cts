// The domain's date rules run on a player's phone, and players' phones in China are on UTC+8
// while servers and CI are on UTC: the suite runs on the phone's zone (workers inherit it), so
// a rule that holds only on a UTC machine fails here.
process.env.TZ = 'Asia/Shanghai';

const babelTransform = require('../../../tools/jest/babel-transform.js');

module.exports = {
  displayName: 'domain',
  preset: '../../../jest.preset.js',
  // Coverage counts on Babel's instrumentation (tools/jest/babel-transform.js).
  transform: babelTransform,
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/shared/domain',
  collectCoverage: true,
  collectCoverageFrom: ['<rootDir>/src/**/*.ts', '!<rootDir>/src/**/*.test.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: { lines: 100, branches: 100, functions: 100, statements: 100 } },
};
