// One name per concept (docs/contributing.md, Names): the spec's pinyin names stay in route
// paths, ROUTES keys, API paths, wire fields and texts; folders, files and identifiers the team
// names use the concept's English name. This check knows the pinyin concept names the spec uses
// for screens and fails on one of them in a file or folder name, or at the start or inside of a
// camel-case identifier (a lowercase ROUTES key such as `ROUTES.hongbao` stays allowed).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PINYIN = ['hongbao', 'fanshui', 'zhanzhuye', 'zhanzhu', 'kefu', 'usdtmore'];
const capital = (word) => word[0].toUpperCase() + word.slice(1);

const files = execFileSync('git', ['ls-files', 'libs', 'apps', 'tools'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

test('no file or folder is named in pinyin (the spec keeps it for routes and the API)', () => {
  const named = files.filter((file) => PINYIN.some((word) => file.toLowerCase().includes(word)));
  assert.deepEqual(named, [], "rename to the concept's English name (docs/contributing.md, Names)");
});

test('no identifier is camel-cased from a pinyin name', () => {
  const camel = new RegExp(`\\b(?:${PINYIN.join('|')})[A-Z]\\w*|\\w*(?:${PINYIN.map(capital).join('|')})\\w*`, 'g');
  const found = [];
  // This file names them to find them.
  for (const file of files.filter((f) => /\.(ts|tsx|mjs|cts)$/.test(f) && !f.endsWith('checks/names.test.mjs'))) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(camel)) found.push(`${file}: ${match[0]}`);
  }
  assert.deepEqual(found, [], "use the concept's English name (docs/contributing.md, Names)");
});

test('the check sees a pinyin identifier', () => {
  const camel = new RegExp(`\\w*(?:${PINYIN.map(capital).join('|')})\\w*`);
  assert.match('export function HongbaoView() {}', camel);
  assert.doesNotMatch("links.hongbao(); ROUTES.fanshui; '/api/getfanshui'", camel);
});
