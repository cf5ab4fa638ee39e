// Writes brotli (.br) and gzip (.gz) copies of every text file of a build, so the server
// sends them as they are instead of compressing on each request (apps/api serving picks the
// copy by Accept-Encoding). Highest levels: this runs once per build, not per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map', '.xml']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Dot-folders (.vite manifest, .ssr server bundle) are never served.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every text file under `dir` except in dot-folders. A copy that is not smaller than the original is not written.
 * Returns what it wrote: { file, raw, br, gz } per file.
 */
export function compressAssets(dir) {
  const written = [];
  for (const file of files(dir)) {
    if (!TEXT_EXTENSIONS.has(extname(file).toLowerCase())) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    const row = { file, raw: statSync(file).size, br: 0, gz: 0 };
    if (br.length < raw.length) {
      writeFileSync(`${file}.br`, br);
      row.br = br.length;
    }
    if (gz.length < raw.length) {
      writeFileSync(`${file}.gz`, gz);
      row.gz = gz.length;
    }
    written.push(row);
  }
  return written;
}
