import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAssets } from './compress-assets.mjs';

test('writes brotli and gzip copies of text files that decompress to the original, none for pictures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compress-'));
  try {
    mkdirSync(join(dir, 'assets'));
    const js = 'export const a = "framework";\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, 'tiny.txt'), 'a');
    compressAssets(dir);
    assert.equal(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString(), js);
    assert.equal(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString(), js);
    assert.ok(readFileSync(join(dir, 'assets', 'index-abc.js.br')).length < js.length / 10);
    assert.equal(existsSync(join(dir, 'logo.png.br')), false);
    // One byte does not get smaller: no copy that would cost more than the original.
    assert.equal(existsSync(join(dir, 'tiny.txt.gz')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
