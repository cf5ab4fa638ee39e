module.exports = {
  displayName: 'promotions',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts', '<rootDir>/src/test/setup.ts'],
  // Integration tests render whole pages; on a busy 2-core machine the first one can pass 5 s.
  testTimeout: 20000,
  coverageDirectory: '../../../coverage/libs/features/promotions',
};
