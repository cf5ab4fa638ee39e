module.exports = {
  displayName: 'games',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts', '<rootDir>/src/test/setup.ts'],
  // Integration tests render the whole page; on a busy 2-core CI machine the first one can pass 5 s.
  testTimeout: 15000,
  coverageDirectory: '../../../coverage/libs/features/games',
};
