import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The workspace root: the nearest folder above the working directory that holds nx.json. */
function findRoot(from: string): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no nx.json above ${from}: run the e2e suite from inside the workspace`);
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot(process.cwd());
export const E2E_DIR = join(ROOT, 'apps/web-e2e');
export const SCREENSHOT_DIR = join(E2E_DIR, 'screenshots');
export const WEB_DIST = join(ROOT, 'dist/apps/web');
/** tsx must resolve the @h5/* aliases; the workspace has no root tsconfig.json. */
export const TSCONFIG = join(E2E_DIR, 'tsconfig.json');
