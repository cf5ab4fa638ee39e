// Shared jest settings: every project's jest.config.cts spreads this.
const nxPreset = require('@nx/jest/preset').default;

module.exports = {
  ...nxPreset,
  // Babel strips types (typecheck is its own target), so tests start fast.
  transform: { '^.+\\.[tj]sx?$': ['babel-jest', { configFile: require.resolve('./babel.config.json') }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)'],
};
