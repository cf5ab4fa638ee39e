module.exports = {
  displayName: 'auth',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../../coverage/libs/features/auth',
};
