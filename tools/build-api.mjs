#!/usr/bin/env node
// `npm run build:api`: the API server as a program plain `node` runs (docs/operations.md
// "Running the built server"). Writes dist/apps/api/:
//   main.js      the server (apps/api/src/main.ts), one CommonJS file: the workspace libraries
//                (@h5/*) inside it, the package.json "dependencies" left to node_modules
//   migrate.js   the migrate step (apps/api/src/migrate-main.ts)
//   operator.js  the operator command line (apps/api/src/operator-main.ts: create, audit-verify)
//   ledger-check.js  the ledger check (apps/api/src/ledger-main.ts; docs/operations.md "Ledger check")
//   migrations/  the SQL files, read at start beside main.js
//   pictures/    the demo picture generator and the content it draws from
// No TypeScript loader and no devDependency at run time: `npm ci --omit=dev` suffices.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist/apps/api');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const dependencies = Object.keys(pkg.dependencies ?? {});

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const result = await build({
  entryPoints: {
    main: join(ROOT, 'apps/api/src/main.ts'),
    migrate: join(ROOT, 'apps/api/src/migrate-main.ts'),
    operator: join(ROOT, 'apps/api/src/operator-main.ts'),
    'ledger-check': join(ROOT, 'apps/api/src/ledger-main.ts'),
  },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Each dependency and its subpaths (dayjs/plugin/utc) stay packages node resolves.
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  tsconfig: join(ROOT, 'tsconfig.base.json'),
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
});

// Every package the program requires at run time must be a production dependency.
const required = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const imp of output.imports ?? []) if (imp.external && !imp.path.startsWith('node:')) required.add(imp.path);
const packageOf = (path) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]);
const missing = [...required].map(packageOf).filter((name) => !dependencies.includes(name));
if (missing.length > 0) {
  console.error(`build:api: the server requires packages that are not production dependencies: ${[...new Set(missing)].join(', ')}`);
  process.exit(1);
}

cpSync(join(ROOT, 'apps/api/src/db/migrations'), join(OUT, 'migrations'), { recursive: true });
mkdirSync(join(OUT, 'pictures'), { recursive: true });
cpSync(join(ROOT, 'tools/pictures/generate.mjs'), join(OUT, 'pictures/generate.mjs'));
cpSync(join(ROOT, 'apps/api/src/content/seed-content.json'), join(OUT, 'pictures/seed-content.json'));
writeFileSync(
  join(OUT, 'build.json'),
  `${JSON.stringify({ requires: [...new Set([...required].map(packageOf))].sort(), builtAt: new Date().toISOString() }, null, 2)}\n`,
);
console.log(
  `build:api: wrote ${join('dist/apps/api', 'main.js')} migrate.js, operator.js and ledger-check.js (requires ${[...new Set([...required].map(packageOf))].sort().join(', ')})`,
);
