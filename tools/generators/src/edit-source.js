// Small, checked text edits of the workspace's registries (route table, access list, a
// feature's routes and texts). Each edit finds one anchor and fails loudly when the file no
// longer has it, rather than writing somewhere unexpected.

/** Inserts `line` before the first line that closes the block opened at `opener`. */
function insertBeforeClose(tree, path, opener, closer, line) {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} does not exist`);
  const start = text.indexOf(opener);
  if (start === -1) throw new Error(`${path}: cannot find "${opener}"`);
  // An empty block as Prettier writes it: `opener` and `closer` on one line (`= [];`).
  if (text.startsWith(opener + closer, start)) {
    const at = start + opener.length;
    tree.write(path, `${text.slice(0, at)}\n${line}\n${text.slice(at)}`);
    return;
  }
  const end = text.indexOf(`\n${closer}`, start);
  if (end === -1) throw new Error(`${path}: "${opener}" has no closing "${closer}"`);
  tree.write(path, `${text.slice(0, end)}\n${line}${text.slice(end)}`);
}

/** Throws when `needle` is already in the file (a second run of a generator). */
function refuseIfPresent(tree, path, needle, what) {
  if ((tree.read(path, 'utf-8') ?? '').includes(needle)) throw new Error(`${what} already exists (${path})`);
}

/**
 * Adds `import { name } from 'module';` unless the file imports that name already, where the
 * import order rule (eslint.config.mjs) wants it: packages, then @h5 libraries, then relative
 * paths, then type imports; alphabetical by module within each.
 */
function ensureImport(tree, path, name, module) {
  const text = tree.read(path, 'utf-8') ?? '';
  if (new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '${module}'`).test(text)) return;
  const rank = (source, typeOnly) => [typeOnly ? 3 : source.startsWith('.') ? 2 : source.startsWith('@h5/') ? 1 : 0, source.toLowerCase()];
  const before = ([g1, m1], [g2, m2]) => g1 < g2 || (g1 === g2 && m1 < m2);
  const mine = rank(module, false);
  const imports = [...text.matchAll(/^import (type )?[\s\S]*?from '([^']+)';\n/gm)];
  const next = imports.find((m) => before(mine, rank(m[2], Boolean(m[1]))));
  const last = imports.at(-1);
  const at = next ? next.index : last ? last.index + last[0].length : 0;
  tree.write(path, `${text.slice(0, at)}import { ${name} } from '${module}';\n${text.slice(at)}`);
}

module.exports = { ensureImport, insertBeforeClose, refuseIfPresent };
