import nx from '@nx/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { boundaryOptions } from './tools/eslint-boundaries.mjs';
import { ensureProjectGraph } from './tools/lint-project-graph.mjs';

// The boundary rule needs Nx's project graph; without a cached one it would skip itself.
await ensureProjectGraph();

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test/**', '**/e2e/**'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/coverage',
      '**/storybook-static',
      '**/node_modules',
      '**/.nx',
      '**/tmp',
      '**/.data',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.cts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaryOptions()],
      '@typescript-eslint/no-explicit-any': 'error',
      // A library is used only through its public entry (src/index.ts), never its insides.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@h5/*/**'], message: 'Import a library only through its public entry: @h5/<name>.' }] },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      'jsx-a11y/alt-text': 'error',
      'jsx-a11y/anchor-is-valid': 'error',
    },
  },
  {
    // Tests and stories may use the shared test utilities; nothing else may.
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': ['error', boundaryOptions(['type:test-util'])] },
  },
  {
    // Command-line tools and servers print by design.
    files: ['tools/**', 'apps/api/**', 'apps/web-e2e/**'],
    rules: { 'no-console': 'off' },
  },
];
