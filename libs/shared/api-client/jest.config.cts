module.exports = {
  displayName: 'api-client',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/shared/api-client',
};
