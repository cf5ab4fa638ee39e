// nx g @h5/generators:screen <feature> <name> --route=/bonusHistory --title=红利记录
// Writes a screen in the layout every feature shares (docs/architecture.md, "The screen
// pattern"): <name>-page.tsx (wires the model hook to the view), use-<name>.ts (the model),
// <name>-view.tsx (draws from props only), its stories and its container test; adds the route
// to @h5/routing (and the members-only list), the lazy route to the feature's index and the
// title to the feature's messages.ts.
const { formatFiles, generateFiles, getProjects, joinPathFragments, names } = require('@nx/devkit');
const { ensureImport, insertBeforeClose, refuseIfPresent } = require('../edit-source');

const ROUTING = 'libs/shared/routing/src';

function check(tree, options) {
  const project = getProjects(tree).get(options.feature);
  if (!project || !(project.tags ?? []).includes('type:feature')) {
    throw new Error(`"${options.feature}" is not a feature library (libs/features/<name> tagged type:feature)`);
  }
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(options.name)) throw new Error(`name "${options.name}" must be kebab-case, e.g. bonus-history`);
  if (!/^\/[A-Za-z][A-Za-z0-9]*$/.test(options.route)) throw new Error(`route "${options.route}" must look like /bonusHistory`);
  if (!options.title || /['\\\n]/.test(options.title)) throw new Error('title must be a plain text (no quotes or line breaks)');
  return project;
}

module.exports = async function screenGenerator(tree, options) {
  const project = check(tree, options);
  const n = names(options.name);
  const src = joinPathFragments(project.root, 'src');
  const dir = joinPathFragments(src, n.fileName);
  if (tree.exists(dir)) throw new Error(`${dir} already exists`);
  refuseIfPresent(tree, `${ROUTING}/paths.ts`, `'${options.route}'`, `route ${options.route}`);
  refuseIfPresent(tree, `${ROUTING}/paths.ts`, `  ${n.propertyName}:`, `route name ${n.propertyName}`);

  generateFiles(tree, joinPathFragments(__dirname, 'files'), src, {
    ...n,
    tmpl: '',
    route: options.route,
    title: options.title,
    featureTitle: names(options.feature).className,
    fallback: options.fallback === 'mine' ? 'ROUTES.mine' : '',
  });

  insertBeforeClose(tree, `${ROUTING}/paths.ts`, 'export const ROUTES = {', '} as const;', `  ${n.propertyName}: '${options.route}',`);
  if (options.members !== false) {
    insertBeforeClose(tree, `${ROUTING}/access.ts`, 'export const LOGIN_REQUIRED_PATHS', '];', `  ROUTES.${n.propertyName},`);
  }
  ensureImport(tree, `${src}/index.ts`, 'ROUTES', '@h5/routing');
  ensureImport(tree, `${src}/index.ts`, 'lazyWithRetry', '@h5/ui-kit');
  const routesOpener = new RegExp(`export const ${names(options.feature).propertyName}Routes[^=]*= \\[`).exec(
    tree.read(`${src}/index.ts`, 'utf-8') ?? '',
  );
  if (!routesOpener) throw new Error(`${src}/index.ts has no "export const ${names(options.feature).propertyName}Routes = [" list`);
  insertBeforeClose(
    tree,
    `${src}/index.ts`,
    routesOpener[0],
    '];',
    `  { path: ROUTES.${n.propertyName}, Page: lazyWithRetry(() => import('./${n.fileName}/${n.fileName}-page')) },`,
  );
  insertBeforeClose(
    tree,
    `${src}/messages.ts`,
    'export const messages = {',
    '} as const;',
    `  ${n.propertyName}: {\n    title: '${options.title}',\n  },`,
  );

  // Prettier (.prettierrc.json) on what was written, so the result passes the format check.
  await formatFiles(tree);

  return () => console.log(`screen ${options.route} in ${options.feature}: ${dir}/ — next, docs/product.md §2 describes it`);
};
