module.exports = {
  displayName: 'ui-kit',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
  // As the features' preset: the first test of a file that opens an antd-mobile popup or renders
  // the shell can pass jest's 5 s on a busy 2-core machine (picker-field and left-menu did).
  testTimeout: 30000,
  coverageDirectory: '../../../coverage/libs/shared/ui-kit',
};
