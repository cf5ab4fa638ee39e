module.exports = {
  displayName: 'cashier',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts', '<rootDir>/src/test/setup.ts'],
  // Integration tests render whole pages with antd-mobile; a busy 2-core CI machine needs time.
  testTimeout: 20000,
  coverageDirectory: '../../../coverage/libs/features/cashier',
};
