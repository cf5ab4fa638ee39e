module.exports = {
  displayName: 'api-contract',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/shared/api-contract',
};
