// nx g @h5/generators:feature <name> [--team=@h5-team/<name>]
// A feature library as the workspace expects one (docs/architecture.md, docs/contributing.md):
// libs/features/<name> tagged type:feature and scope:<name>, its project files, the shared jest
// set-up, an empty route list and messages.ts, a test renderer; the @h5/<name> alias, its
// CODEOWNERS line and its routes in the shell. The boundary rules read the feature folders
// and the Storybook includes every type:feature project by tag, so neither needs an edit.
const { generateFiles, joinPathFragments, names, updateJson } = require('@nx/devkit');
const { refuseIfPresent } = require('../edit-source');

const SHELL_ROUTES = 'apps/web/src/routes/feature-routes.ts';

module.exports = async function featureGenerator(tree, options) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(options.name)) throw new Error(`name "${options.name}" must be kebab-case, e.g. bonus`);
  const n = names(options.name);
  const root = `libs/features/${n.fileName}`;
  if (tree.exists(root)) throw new Error(`${root} already exists`);
  const team = options.team ?? `@h5-team/${n.fileName}`;
  if (!/^@[\w-]+\/[\w-]+$/.test(team)) throw new Error(`team "${team}" must be a GitHub team handle, e.g. @h5-team/bonus`);
  refuseIfPresent(tree, 'CODEOWNERS', `/${root}/`, `a CODEOWNERS line for ${root}`);

  generateFiles(tree, joinPathFragments(__dirname, 'files'), root, { ...n, tmpl: '' });

  updateJson(tree, 'tsconfig.base.json', (json) => {
    const paths = { ...json.compilerOptions.paths, [`@h5/${n.fileName}`]: [`${root}/src/index.ts`] };
    json.compilerOptions.paths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
    return json;
  });

  const owners = tree.read('CODEOWNERS', 'utf-8');
  const lastFeature = owners.lastIndexOf('\n/libs/features/');
  const lineEnd = owners.indexOf('\n', lastFeature + 1);
  const line = `/${root}/`.padEnd(31) + ` ${team}`;
  tree.write('CODEOWNERS', `${owners.slice(0, lineEnd)}\n${line}${owners.slice(lineEnd)}`);

  const shell = tree.read(SHELL_ROUTES, 'utf-8');
  const afterImports = shell.indexOf('\n', shell.lastIndexOf('\nimport { ') + 1) + 1;
  tree.write(
    SHELL_ROUTES,
    `${shell.slice(0, afterImports)}import { ${n.propertyName}Routes } from '@h5/${n.fileName}';\n${shell.slice(afterImports)}`,
  );
  const spread = /(export const featureRoutes[^=]*= \[)([^\]]*)(\];)/.exec(tree.read(SHELL_ROUTES, 'utf-8'));
  if (!spread) throw new Error(`${SHELL_ROUTES}: cannot find the featureRoutes list`);
  tree.write(
    SHELL_ROUTES,
    tree.read(SHELL_ROUTES, 'utf-8').replace(spread[0], `${spread[1]}${spread[2]}, ...${n.propertyName}Routes${spread[3]}`),
  );

  return () =>
    console.log(
      `feature @h5/${n.fileName} in ${root}. Next: npm install --package-lock-only (records the new workspace in ` +
        `package-lock.json, which npm ci checks), then add screens with nx g @h5/generators:screen ${n.fileName} <name>.`,
    );
};
