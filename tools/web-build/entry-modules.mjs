// What the entry chunk of the web app really loads, for apps/web/vite.config.mts: a first
// client build (not written) of the same graph, bundler splitting on its own, then every module
// of the entry chunk and of the chunks it imports statically (after tree-shaking, so a barrel's
// re-export that only lazy pages use is not counted). The real build puts those modules in one
// chunk: the first paint makes one request for them and gzip sees them together, and nothing
// only a lazy page imports can get into it (a path rule like libs/shared/** did exactly that).

/**
 * Module ids of `entry` and of every chunk it imports statically, in a bundle's chunk list
 * (Rolldown output: fileName, moduleIds, imports; dynamic imports are not followed).
 */
export function staticModuleIds(chunks, entry) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ids = new Set();
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => ids.add(id));
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(entry);
  return ids;
}

/**
 * Builds `config` in memory (Vite's `build`) and returns the module ids every first paint loads:
 * the entry chunk's static closure, plus what the static closures of all `pages` (absolute
 * paths of the routes' lazy page modules, e.g. / and /login) have in common, since each of
 * those first paints loads it too.
 */
export async function firstPaintModules(build, config, pages = []) {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((out) => out.output).filter((file) => file.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const ids = staticModuleIds(chunks, entries[0]);
  for (const id of commonToPages(chunks, pages)) ids.add(id);
  // What one page's first paint loads besides that and its own chunk (modules other lazy
  // chunks share, which the bundler cuts into small pieces): one chunk per page.
  const byPage = pages.map((page) => {
    const chunk = chunks.find((c) => c.facadeModuleId === page);
    const own = new Set(chunk.moduleIds);
    return new Set([...staticModuleIds(chunks, chunk)].filter((id) => !own.has(id) && !ids.has(id)));
  });
  return { shared: ids, byPage };
}

/** Module ids in the static closure of every page's chunk (none when no page is given). */
export function commonToPages(chunks, pages) {
  const closures = pages.map((page) => {
    const chunk = chunks.find((c) => c.facadeModuleId === page);
    if (!chunk) throw new Error(`no chunk for the page ${page}`);
    return staticModuleIds(chunks, chunk);
  });
  if (!closures.length) return new Set();
  return new Set([...closures[0]].filter((id) => closures.every((closure) => closure.has(id))));
}
