// The jest configuration of every feature library (its jest.config.cts is one call of this):
// jsdom, the shared set-up, and time for tests that render whole pages with antd-mobile on a
// busy 2-core machine (the first one of a file can pass 5 s).
module.exports = function featureJestConfig(name) {
  return {
    displayName: name,
    preset: '../../../jest.preset.js',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts', '../../../tools/jest/setup-feature.ts'],
    testTimeout: 20000,
    coverageDirectory: `../../../coverage/libs/features/${name}`,
  };
};
