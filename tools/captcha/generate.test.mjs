import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { generateCaptchaPictures } from './generate.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'captcha-'));
after(() => rmSync(outDir, { recursive: true, force: true }));

test('writes one SVG per code, drawing that code, plus the code list', async () => {
  const codes = await generateCaptchaPictures(outDir);
  assert.equal(codes.length, 21);
  const files = readdirSync(outDir).filter((f) => f.endsWith('.svg'));
  assert.equal(files.length, 21);
  codes.forEach((code, i) => {
    const svg = readFileSync(join(outDir, `${i}.svg`), 'utf8');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
    assert.equal(drawn, code);
  });
  const listed = JSON.parse(readFileSync(join(outDir, 'codes.json'), 'utf8'));
  assert.deepEqual(Object.values(listed), [...codes]);
});

test('is deterministic: a second run writes the same pictures', async () => {
  const first = readFileSync(join(outDir, '4.svg'), 'utf8');
  await generateCaptchaPictures(outDir);
  assert.equal(readFileSync(join(outDir, '4.svg'), 'utf8'), first);
});
