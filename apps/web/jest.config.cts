module.exports = {
  displayName: 'web',
  // Babel: the hydration tests need the styled-components plugin's class names (jest.babel-preset.js).
  preset: '../../jest.babel-preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
  // As the features' preset: the first test of a file that opens an antd-mobile popup or renders
  // the shell can pass jest's 5 s on a busy 2-core machine (picker-field and left-menu did).
  testTimeout: 30000,
  // Vite loads antd-mobile components by their ES path to keep bundles small; jest (which
  // does not transform node_modules) loads the same components from the CommonJS build.
  moduleNameMapper: { '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1' },
  coverageDirectory: '../../coverage/apps/web',
};
