// The module-boundary rule (@nx/enforce-module-boundaries) reads Nx's cached project graph and,
// when there is none, prints a warning and skips itself: on a fresh clone, an editor, a
// pre-commit hook or a plain `npx eslint` would then pass a forbidden import. The ESLint config
// awaits this before it is used, so the rule always has a graph, however lint is run.
import { createProjectGraphAsync, readCachedProjectGraph } from '@nx/devkit';

export async function ensureProjectGraph() {
  try {
    readCachedProjectGraph();
  } catch {
    // No graph cached yet (fresh clone, or Nx's workspace data removed): compute and cache it,
    // as any `nx` command would. A few seconds, once.
    await createProjectGraphAsync({ exitOnError: false });
  }
}
