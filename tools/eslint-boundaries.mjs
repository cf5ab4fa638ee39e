// The dependency table of docs/architecture.md §2, as @nx/enforce-module-boundaries constraints.
// Tests and stories get one extra allowance: they may use type:test-util.
import { readdirSync } from 'node:fs';

// Every folder of libs/features is a feature whose scope is its name (the feature generator
// makes them so), read here so that a new feature needs no edit of the rules.
const FEATURE_SCOPES = readdirSync(new URL('../libs/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports that would make a pure library impure: UI, state, styling or HTTP. */
const IMPURE = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'redux',
  '@reduxjs/*',
  'react-redux',
  'styled-components',
  'antd-mobile',
  'antd-mobile/*',
  'react-router',
  'react-router-dom',
  'axios',
  'node-fetch',
  'undici',
  'http',
  'https',
  'node:http',
  'node:https',
  'fastify',
  'pg',
  'dompurify',
];
const STATE_AND_ROUTER = ['redux', '@reduxjs/*', 'react-redux', 'react-router', 'react-router-dom'];

const typeRules = (extra = []) => [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:feature-kit',
      'type:ui',
      'type:data-access',
      'type:domain',
      'type:contract',
      'type:util',
      ...extra,
    ],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature-kit', 'type:ui', 'type:data-access', 'type:domain', 'type:contract', 'type:util', ...extra],
  },
  // What every feature's screens share that joins layers (the back arrow, refusals as toasts).
  {
    sourceTag: 'type:feature-kit',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:contract', 'type:util', ...extra],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contract', 'type:domain', 'type:util', ...extra] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:domain', ...extra],
    bannedExternalImports: STATE_AND_ROUTER,
  },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: IMPURE },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'], bannedExternalImports: IMPURE },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contract', 'type:domain'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
  {
    sourceTag: 'type:test-util',
    onlyDependOnLibsWithTags: ['type:test-util', 'type:data-access', 'type:ui', 'type:domain', 'type:contract', 'type:util'],
  },
];

const scopeRules = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared', ...FEATURE_SCOPES.map((s) => `scope:${s}`)] },
  ...FEATURE_SCOPES.map((s) => ({ sourceTag: `scope:${s}`, onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared'] })),
];

export const boundaryOptions = (extra = []) => ({
  enforceBuildableLibDependency: false,
  allow: [],
  depConstraints: [...typeRules(extra), ...scopeRules],
});
