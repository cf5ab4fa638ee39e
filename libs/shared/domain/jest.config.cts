// The domain's date rules run on a player's phone, and players' phones in China are on UTC+8
// while servers and CI are on UTC: the suite runs on the phone's zone (workers inherit it), so
// a rule that holds only on a UTC machine fails here.
process.env.TZ = 'Asia/Shanghai';

module.exports = {
  displayName: 'domain',
  // Babel: coverage is instrumented through it (jest.babel-preset.js).
  preset: '../../../jest.babel-preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/shared/domain',
  collectCoverage: true,
  collectCoverageFrom: ['<rootDir>/src/**/*.ts', '!<rootDir>/src/**/*.test.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: { lines: 100, branches: 100, functions: 100, statements: 100 } },
};
