import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
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
    // One import order everywhere (autofixed by `eslint --fix`): node and packages, then the
    // workspace's @h5 libraries, then the file's own neighbours; alphabetical in each group.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.cts'],
    plugins: { import: importPlugin },
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
          pathGroups: [{ pattern: '@h5/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
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
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
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
  // Last: formatting is Prettier's (.prettierrc.json, `nx format:check`); no lint rule argues with it.
  prettier,
];
