// nx g @h5/generators:screen <feature> <name> --route=/bonusHistory --title=红利记录
// Writes a screen in the layout every feature shares (docs/architecture.md, "The screen
// pattern"): <name>-page.tsx (wires the model hook to the view), use-<name>.ts (the model),
// <name>-view.tsx (draws from props only), its stories and its container test; adds the route
// to @h5/routing (and the members-only list), the lazy route to the feature's index and the
// title to the feature's messages.ts and, when the feature has locales/ (docs/i18n.md), the
// title's translations to each locales/<locale>.ts, and the page exports the catalogue.
const { formatFiles, generateFiles, getProjects, joinPathFragments, names } = require('@nx/devkit');
const { ensureImport, insertBeforeClose, refuseIfPresent } = require('../edit-source');

const ROUTING = 'libs/shared/routing/src';
// Each translated language's file in a feature's locales/ and the option giving its title.
const TITLE_OPTIONS = { en: 'titleEn', vi: 'titleVi', th: 'titleTh', 'pt-BR': 'titlePtBR' };
const plainText = (text) => Boolean(text) && !/['\\\n]/.test(text);

function check(tree, options) {
  const project = getProjects(tree).get(options.feature);
  if (!project || !(project.tags ?? []).includes('type:feature')) {
    throw new Error(`"${options.feature}" is not a feature library (libs/features/<name> tagged type:feature)`);
  }
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(options.name)) throw new Error(`name "${options.name}" must be kebab-case, e.g. bonus-history`);
  if (!/^\/[A-Za-z][A-Za-z0-9]*$/.test(options.route)) throw new Error(`route "${options.route}" must look like /bonusHistory`);
  if (!plainText(options.title)) throw new Error('title must be a plain text (no quotes or line breaks)');
  return project;
}

module.exports = async function screenGenerator(tree, options) {
  const project = check(tree, options);
  const n = names(options.name);
  const src = joinPathFragments(project.root, 'src');
  const dir = joinPathFragments(src, n.fileName);
  if (tree.exists(dir)) throw new Error(`${dir} already exists`);
  // A feature whose texts are translated: the title in every language, no placeholder.
  const translated = tree.exists(`${src}/locales/index.ts`);
  if (translated) {
    const missing = Object.values(TITLE_OPTIONS).filter((option) => !plainText(options[option]));
    if (missing.length)
      throw new Error(`${options.feature} is translated (src/locales): give ${missing.map((o) => `--${o}`).join(' ')} (plain texts)`);
  }
  refuseIfPresent(tree, `${ROUTING}/paths.ts`, `'${options.route}'`, `route ${options.route}`);
  refuseIfPresent(tree, `${ROUTING}/paths.ts`, `  ${n.propertyName}:`, `route name ${n.propertyName}`);

  generateFiles(tree, joinPathFragments(__dirname, 'files'), src, {
    ...n,
    tmpl: '',
    route: options.route,
    title: options.title,
    featureTitle: names(options.feature).className,
    fallback: options.fallback === 'mine' ? 'ROUTES.mine' : '',
    translated,
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
  for (const [locale, option] of translated ? Object.entries(TITLE_OPTIONS) : []) {
    const file = `${src}/locales/${locale}.ts`;
    const line = `    ${n.propertyName}: {\n      title: '${options[option]}',\n    },`;
    const text = tree.read(file, 'utf-8') ?? '';
    // An empty catalogue as the feature generator writes it, else before its closing brace.
    if (text.includes('messages: {},')) tree.write(file, text.replace('messages: {},', `messages: {\n${line}\n  },`));
    else insertBeforeClose(tree, file, 'messages: {', '  },', line);
  }

  // Prettier (.prettierrc.json) on what was written, so the result passes the format check.
  await formatFiles(tree);

  return () => console.log(`screen ${options.route} in ${options.feature}: ${dir}/ — next, docs/product.md §2 describes it`);
};
