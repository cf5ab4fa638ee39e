module.exports = {
  displayName: 'test-utils',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../../coverage/libs/shared/test-utils',
};
