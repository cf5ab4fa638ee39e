import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OFFLINE_PAGE, WORKER_ENTRY, offlinePage, webManifest, workerLoader, workerOptions } from './pwa.mjs';

test('the manifest: start_url /#/, scope /, standalone, the colours given, icons 192, 512 and maskable', () => {
  const manifest = webManifest({ themeColor: '#FFFFFF', backgroundColor: '#F4F5F7' });
  assert.equal(manifest.start_url, '/#/');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.theme_color, '#FFFFFF');
  assert.equal(manifest.background_color, '#F4F5F7');
  assert.deepEqual(
    manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`),
    ['192x192 any', '512x512 any', '512x512 maskable'],
  );
  // The name is the site's, which only the API knows.
  assert.equal(manifest.name, undefined);
});

test('the worker precaches the hashed build and the offline page, never pages, the API or pictures', () => {
  const options = workerOptions('/out');
  assert.ok(options.globPatterns.includes(OFFLINE_PAGE));
  assert.ok(options.globPatterns.every((pattern) => !/index\.html|api|pictures|uploads/.test(pattern)));
  assert.equal(options.skipWaiting, false);
  const [pages] = options.runtimeCaching;
  assert.equal(options.runtimeCaching.length, 1);
  assert.equal(pages.handler, 'NetworkOnly');
  assert.equal(pages.options.precacheFallback.fallbackURL, OFFLINE_PAGE);
  const navigate = (path) => pages.urlPattern({ request: { mode: 'navigate' }, url: new URL(path, 'https://h5.test') });
  assert.equal(navigate('/'), true);
  assert.equal(navigate('/api/app'), false);
  assert.equal(pages.urlPattern({ request: { mode: 'cors' }, url: new URL('/', 'https://h5.test') }), false);
});

test('the registration starts after load from its own entry, only where service workers exist', () => {
  const script = workerLoader({ [WORKER_ENTRY]: { file: 'assets/install-worker-abc.js' } });
  assert.match(script, /^<script>if\('serviceWorker'in navigator\)addEventListener\('load'/);
  assert.ok(script.includes('"./assets/install-worker-abc.js"'));
  assert.equal(workerLoader({}), '');
});

test('the offline page carries its styles, escapes its title and loads its one script from the origin', () => {
  const page = offlinePage({ title: 'a<b', html: '<main>x</main>', styles: '<style>.a{}</style>' }, '#FFFFFF');
  assert.ok(page.includes('<title>a&lt;b</title><style>.a{}</style>'));
  assert.ok(page.includes('<div id="root"><main>x</main></div><script src="/offline.js"></script>'));
  assert.ok(!/<script>/.test(page), 'no inline script: the CSP allows none');
});
