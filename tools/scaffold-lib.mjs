#!/usr/bin/env node
// Creates a library with the workspace's conventions:
//   node tools/scaffold-lib.mjs <dir> <type> <scope> [--env jsdom|node]
// e.g. node tools/scaffold-lib.mjs libs/features/wallet feature wallet
// It writes project.json (tags + targets), package.json, tsconfig.json, jest.config.cts and
// src/index.ts, and registers the @h5/<name> path alias in tsconfig.base.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const [dir, type, scope, flag, envArg] = process.argv.slice(2);
const TYPES = ['app', 'feature', 'ui', 'data-access', 'domain', 'contract', 'util', 'server', 'e2e', 'test-util'];
if (!dir || !TYPES.includes(type) || !scope) {
  console.error(`usage: scaffold-lib.mjs <dir> <${TYPES.join('|')}> <scope> [--env jsdom|node]`);
  process.exit(2);
}
if (existsSync(join(dir, 'project.json'))) {
  console.error(`${dir} already exists`);
  process.exit(1);
}
const env = flag === '--env' ? envArg : ['feature', 'ui', 'app', 'test-util', 'data-access'].includes(type) ? 'jsdom' : 'node';
const name = basename(dir);
const importPath = `@h5/${name}`;
const up = relative(dir, '.') || '.';
const write = (file, text) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), text);
};

write(
  'project.json',
  JSON.stringify(
    {
      name,
      $schema: `${up}/node_modules/nx/schemas/project-schema.json`,
      sourceRoot: `${dir}/src`,
      projectType: 'library',
      tags: [`type:${type}`, `scope:${scope}`],
      targets: { lint: {}, typecheck: {}, test: {} },
    },
    null,
    2,
  ) + '\n',
);
// sideEffects: false lets the bundler drop whatever a route does not use.
const pkg = { name: importPath, version: '0.0.0', private: true, main: './src/index.ts', types: './src/index.ts', sideEffects: false };
write('package.json', JSON.stringify(pkg, null, 2) + '\n');
write('tsconfig.json', JSON.stringify({ extends: `${up}/tsconfig.base.json`, include: ['src/**/*.ts', 'src/**/*.tsx'] }, null, 2) + '\n');
write(
  'jest.config.cts',
  `module.exports = {
  displayName: '${name}',
  preset: '${up}/jest.preset.js',
  testEnvironment: '${env}',${env === 'jsdom' ? `\n  setupFilesAfterEnv: ['${up}/tools/jest/setup-dom.ts'],` : ''}
  coverageDirectory: '${up}/coverage/${dir}',
};
`,
);
write('src/index.ts', '');

const basePath = 'tsconfig.base.json';
const base = JSON.parse(readFileSync(basePath, 'utf8'));
base.compilerOptions.paths[importPath] = [`${dir}/src/index.ts`];
base.compilerOptions.paths = Object.fromEntries(Object.entries(base.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(basePath, JSON.stringify(base, null, 2) + '\n');
console.log(`created ${importPath} in ${dir} (type:${type}, scope:${scope}, jest ${env})`);
