// nx g @h5/generators:feature <name> [--team=@h5-team/<name>]
// A feature library as the workspace expects one (docs/architecture.md, docs/contributing.md):
// libs/features/<name> tagged type:feature and scope:<name>, its project files, the shared jest
// set-up, an empty route list and messages.ts, a test renderer; the @h5/<name> alias, its
// CODEOWNERS line and its routes in the shell. The boundary rules read the feature folders
// and the Storybook includes every type:feature project by tag, so neither needs an edit.
const { formatFiles, generateFiles, joinPathFragments, names, updateJson } = require('@nx/devkit');
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

  tree.write(SHELL_ROUTES, withFeatureRoutes(tree.read(SHELL_ROUTES, 'utf-8'), n));
  // Prettier (.prettierrc.json) on what was written, so the result passes the format check.
  await formatFiles(tree);

  return () =>
    console.log(
      `feature @h5/${n.fileName} in ${root}. Next: npm install --package-lock-only (records the new workspace in ` +
        `package-lock.json, which npm ci checks), then add screens with nx g @h5/generators:screen ${n.fileName} <name>.`,
    );
};

/**
 * The shell's route list with the feature's routes: its import among the other features'
 * (alphabetical, as the import order rule wants) and its spread at the end of the list.
 */
function withFeatureRoutes(shell, n) {
  const line = `import { ${n.propertyName}Routes } from '@h5/${n.fileName}';\n`;
  const featureImports = [...shell.matchAll(/^import \{ \w+Routes \} from '@h5\/([\w-]+)';\n/gm)];
  if (featureImports.length === 0) throw new Error(`${SHELL_ROUTES}: cannot find the features' imports`);
  const next = featureImports.find((m) => m[1].localeCompare(n.fileName) > 0);
  const at = next ? next.index : featureImports.at(-1).index + featureImports.at(-1)[0].length;
  const imported = shell.slice(0, at) + line + shell.slice(at);
  const list = /(export const featureRoutes[^=]*= \[)([^\]]*?)(,?\s*)(\];)/.exec(imported);
  if (!list) throw new Error(`${SHELL_ROUTES}: cannot find the featureRoutes list`);
  return imported.replace(list[0], `${list[1]}${list[2]}, ...${n.propertyName}Routes${list[3]}${list[4]}`);
}
