module.exports = {
  displayName: 'navigation',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../../coverage/libs/shared/navigation',
};
