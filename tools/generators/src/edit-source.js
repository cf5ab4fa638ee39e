// Small, checked text edits of the workspace's registries (route table, access list, a
// feature's routes and texts). Each edit finds one anchor and fails loudly when the file no
// longer has it, rather than writing somewhere unexpected.

/** Inserts `line` before the first line that closes the block opened at `opener`. */
function insertBeforeClose(tree, path, opener, closer, line) {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} does not exist`);
  const start = text.indexOf(opener);
  if (start === -1) throw new Error(`${path}: cannot find "${opener}"`);
  const end = text.indexOf(`\n${closer}`, start);
  if (end === -1) throw new Error(`${path}: "${opener}" has no closing "${closer}"`);
  tree.write(path, `${text.slice(0, end)}\n${line}${text.slice(end)}`);
}

/** Throws when `needle` is already in the file (a second run of a generator). */
function refuseIfPresent(tree, path, needle, what) {
  if ((tree.read(path, 'utf-8') ?? '').includes(needle)) throw new Error(`${what} already exists (${path})`);
}

/** Adds `import { name } from 'module';` at the top unless the file imports that name already. */
function ensureImport(tree, path, name, module) {
  const text = tree.read(path, 'utf-8') ?? '';
  if (new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '${module}'`).test(text)) return;
  tree.write(path, `import { ${name} } from '${module}';\n${text}`);
}

module.exports = { ensureImport, insertBeforeClose, refuseIfPresent };
