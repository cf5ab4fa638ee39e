module.exports = {
  displayName: 'feature-kit',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../../coverage/libs/shared/feature-kit',
};
