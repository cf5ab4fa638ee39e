// A tiny static file server for the built Storybook (no dependency): the scan loads
// iframe.html from it, and the browser's cache keeps the bundles between stories.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** Serves `root` on 127.0.0.1 at a free port; resolves to { url, close }. */
export function serveStatic(root) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    const immutable = /\/(assets|sb-\w+)\//.test(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=3600, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolvePromise({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}
