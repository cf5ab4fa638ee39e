// Proves screen code neither writes Chinese nor glues texts with CJK punctuation of its own
// (docs/i18n.md): every string, template and JSX text outside a messages module and its
// locales is scanned; Chinese or ，。：；！？、（）【】《》 there is a text that cannot be translated.
// Comments are not texts and are not scanned.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

/** The front end; the server checks its own catalogues (apps/api/src/i18n/catalogues.test.ts). */
const ROOTS = ['libs', 'apps/web/src'];
/** Where Chinese belongs: the texts themselves, what tests and stories feed or expect, seed data. */
const EXEMPT = [
  /(^|[/-])messages(\.i18n)?\.ts$/,
  /\/locales\//,
  /\.(test|spec|stories|e2e)\.tsx?$/,
  /\/(test|tests|fixtures|__mocks__|mocks)\//,
  /^apps\/web-e2e\//,
  /^libs\/shared\/test-utils\//,
];
const FORBIDDEN = /[\p{Script=Han}，。：；！？、（）【】《》]/u;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Each string, template piece and JSX text of a file that holds Chinese or CJK punctuation. */
export function gluedTexts(path, code) {
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      // Module names and type-only strings are not shown to anyone.
      // A styled template's CSS comments are comments too.
      const text = ts.isJsxText(node) || ts.isStringLiteral(node) ? node.text : node.text.replace(/\/\*[\s\S]*?\*\//g, '');
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && FORBIDDEN.test(text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path}:${line + 1}: ${text.trim().slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

test('no Chinese and no CJK punctuation in screen code outside messages modules and locales', () => {
  const files = ROOTS.flatMap((root) => [...sources(root)]).filter((f) => !EXEMPT.some((r) => r.test(f)));
  assert.ok(files.length > 100, `scanned ${files.length} files`);
  const found = files.flatMap((f) => gluedTexts(f, readFileSync(f, 'utf8')));
  assert.deepEqual(found, []);
});

test('the scan catches a glued full-width colon and Chinese, and ignores comments', () => {
  assert.equal(gluedTexts('x.tsx', 'const a = <p>{t}：</p>;').length, 1);
  assert.equal(gluedTexts('x.ts', 'const a = `${t}，${u}`;').length, 1);
  assert.equal(gluedTexts('x.ts', "const a = '存款';").length, 1);
  assert.deepEqual(gluedTexts('x.ts', '// 取款遇到问题？\nconst a = `${t}: ${u}`;'), []);
  assert.deepEqual(gluedTexts('x.ts', 'const A = styled.p`\n  /* 进入游戏 gives way */\n  color: ${c};\n`;'), []);
});
