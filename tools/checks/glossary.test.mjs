// One word per idea (docs/product.md §2 "Words (the glossary)"): the table there names each idea's
// word and the words it retired, with the exact texts the product spec keeps. This check reads that
// table and every Chinese texts module a screen reads (`messages.ts` under libs/ and apps/web/src;
// the translations in locales/ say the idea in their own words) and fails on a retired word
// anywhere else. The table is the source: a new retired word is a new row, not a code change here.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['libs', 'apps/web/src'];
const HEADING = '### Words (the glossary)';

/** The backticked texts of a table cell. */
const ticks = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The glossary's rows: the word, what it retired (whole: only a text that is the word alone), what is kept. */
export function readGlossary(markdown) {
  const start = markdown.indexOf(HEADING);
  assert.ok(start >= 0, `docs/product.md has no "${HEADING}" section`);
  const rows = [];
  for (const line of markdown.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|') || /^\|\s*-/.test(line) || /^\|\s*idea\s*\|/.test(line)) continue;
    const [, idea, word, retired, kept = ''] = line.split('|').map((c) => c.trim());
    for (const old of ticks(retired))
      rows.push({ idea, word: ticks(word)[0], retired: old, whole: /whole label/.test(retired), kept: ticks(kept) });
  }
  return rows;
}

/** Every string literal of a module ('…', "…", `…` with its ${} left as written), comments skipped. */
export function stringLiterals(code) {
  const out = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '/' && code[i + 1] === '/') i = code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
    else if (c === '/' && code[i + 1] === '*') i = code.indexOf('*/', i + 2) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      while (j < code.length && code[j] !== c) {
        if (code[j] === '\\') text += code[++j];
        else text += code[j];
        j++;
      }
      out.push(text);
      i = j;
    }
  }
  return out;
}

/** The retired words a module's texts use where the glossary does not keep them. */
export function glossaryProblems(code, rows) {
  const problems = [];
  for (const text of stringLiterals(code))
    for (const row of rows) {
      const uses = row.whole ? text.trim() === row.retired : text.includes(row.retired);
      if (uses && !row.kept.includes(text)) problems.push(`'${text}' says ${row.retired}; the glossary's word is ${row.word}`);
    }
  return problems;
}

function* messageModules(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'locales') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* messageModules(path);
    else if (entry.name === 'messages.ts') yield path;
  }
}

const rows = readGlossary(readFileSync(join(ROOT, 'docs/product.md'), 'utf8'));

test('the glossary names its retired words', () => {
  const retired = rows.map((r) => r.retired);
  for (const word of ['充值', '平台钱包', '钱包金额', '时间', '虚拟币'])
    assert.ok(retired.includes(word), `${word} is not in the glossary`);
});

test("no screen's Chinese text uses a word the glossary retired", () => {
  const modules = SOURCES.flatMap((dir) => [...messageModules(join(ROOT, dir))]);
  assert.ok(modules.length >= 10, `found only ${modules.length} messages.ts modules: is the scan reading the tree?`);
  const problems = modules.flatMap((path) =>
    glossaryProblems(readFileSync(path, 'utf8'), rows).map((p) => `${relative(ROOT, path)}: ${p}`),
  );
  assert.deepEqual(problems, [], 'docs/product.md §2 "Words (the glossary)"');
});

test('the check finds a retired word, keeps the spec-fixed text, and reads a whole-label rule exactly', () => {
  const code = [
    'export const messages = {',
    '  // 充值 in a comment is no text',
    "  title: '充值信息',",
    "  tab: '虚拟币',",
    "  date: '时间',",
    "  time: '交易时间',",
    "  total: `钱包金额 ${'x'}`,",
    '};',
  ].join('\n');
  assert.deepEqual(glossaryProblems(code, rows), [
    "'充值信息' says 充值; the glossary's word is 存款",
    "'时间' says 时间; the glossary's word is 日期",
    "'钱包金额 ${'x'}' says 钱包金额; the glossary's word is 总资产",
  ]);
});
