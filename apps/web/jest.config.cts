const babelTransform = require('../../tools/jest/babel-transform.js');

module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  // The hydration tests need the styled-components Babel plugin (tools/jest/babel-transform.js).
  transform: babelTransform,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
  // Vite loads antd-mobile components by their ES path to keep bundles small; jest (which
  // does not transform node_modules) loads the same components from the CommonJS build.
  moduleNameMapper: { '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1' },
  coverageDirectory: '../../coverage/apps/web',
};
