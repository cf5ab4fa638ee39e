import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryChunksInOrder, moduleScripts } from './first-paint-plugin.mjs';

// The entry imports the framework's chunks, which import the runtime and each other.
const manifest = {
  'index.html': { file: 'assets/index-abc.js', name: 'index', imports: ['_run.js', '_state.js', '_react.js'] },
  '_run.js': { file: 'assets/run.js', name: 'rolldown-runtime' },
  '_react.js': { file: 'assets/react.js', name: 'framework-react', imports: ['_run.js'] },
  '_state.js': { file: 'assets/state.js', name: 'framework-state', imports: ['_run.js', '_react.js'] },
};
const entryTag = '<script type="module" crossorigin src="./assets/index-abc.js"></script>';

test("the entry's chunks come dependencies first, each once, without the entry", () => {
  assert.deepEqual(entryChunksInOrder(manifest), ['assets/run.js', 'assets/react.js', 'assets/state.js']);
});

test('puts each chunk the entry imports in a module script of its own, in order, before the entry script', () => {
  const html = `<head><link rel="modulepreload" href="./assets/react.js">${entryTag}</head>`;
  const out = moduleScripts(html, manifest);
  const at = (file) => out.indexOf(`<script type="module" crossorigin src="./assets/${file}"></script>`);
  assert.ok(at('run.js') > 0, out);
  assert.ok(at('run.js') < at('react.js') && at('react.js') < at('state.js'), 'a chunk after what it imports');
  assert.ok(at('state.js') < out.indexOf(entryTag), 'before the entry, so the entry runs only its own modules');
  // In order, not async: an async script could run after the entry and split nothing.
  assert.equal(out.includes('async'), false);
  assert.equal(out.match(/<script/g).length, 4);
});

test('leaves the page alone when the entry imports no chunk', () => {
  const html = `<head>${entryTag}</head>`;
  const plain = { 'index.html': { file: 'assets/index-abc.js' } };
  assert.equal(moduleScripts(html, plain), html);
});

test("a deep link's page chunks are named by route for the loader, without what the page loads already", async () => {
  const { deepLinkPreloads } = await import('./first-paint-plugin.mjs');
  const { budgetConfig } = await import('../budget/budget.config.mjs');
  const { manifestKey } = await import('../budget/budget.mjs');
  const login = manifestKey(budgetConfig.viteRoot, budgetConfig.routes['/login'].page);
  const pages = {
    'index.html': { file: 'assets/index-abc.js', imports: ['_fw.js'] },
    '_fw.js': { file: 'assets/fw.js' },
    [login]: { file: 'assets/login.js', imports: ['_form.js', '_fw.js'] },
    '_form.js': { file: 'assets/form.js' },
  };
  // The framework is in the page already; the login page and its own chunk are not.
  assert.deepEqual(deepLinkPreloads('<script type="module" src="./assets/fw.js"></script>', pages), {
    '/login': ['./assets/form.js', './assets/login.js'],
  });
});

test('the module scripts and their preloads start from an inline loader after the first paint, in order', async () => {
  const { startAfterFirstPaint } = await import('./first-paint-plugin.mjs');
  const html =
    '<head><link rel="modulepreload" crossorigin href="./assets/page.js"><script type="module" crossorigin src="./assets/fw.js"></script>\n' +
    '<script type="module" crossorigin src="./assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="./assets/fw.js"></head><body><div id="root"></div></body>';
  const out = startAfterFirstPaint(html);
  assert.equal(out.includes('<script type="module"'), false, 'no module script the parser would fetch before the paint');
  assert.equal(out.includes('<link rel="modulepreload"'), false);
  const loader = /<script>(.*)<\/script>\s*<\/body>/.exec(out)?.[1];
  assert.ok(loader, out);
  assert.match(loader, /"\.\/assets\/fw\.js","\.\/assets\/index-abc\.js"/);
  // fw.js is a module script: no preload of it as well.
  assert.match(loader, /var p=\["\.\/assets\/page\.js"\],/);
  assert.match(loader, /requestAnimationFrame/);
  assert.match(loader, /data-deep-link/);
  // A page without module scripts (a plain copy) is left alone.
  assert.equal(startAfterFirstPaint('<body></body>'), '<body></body>');
});

test("the home page's chunks are preloaded on / only, a deep link's page and the server's named modules after the paint too", async () => {
  const { startAfterFirstPaint } = await import('./first-paint-plugin.mjs');
  const html =
    '<head><link rel="modulepreload" crossorigin href="./assets/home.js" data-home><link rel="modulepreload" crossorigin href="./assets/fw.js">' +
    '<script type="module" crossorigin src="./assets/index-abc.js"></script></head><body></body>';
  const out = startAfterFirstPaint(html, { '/login': ['./assets/login.js'] });
  assert.equal(out.includes('<link rel="modulepreload"'), false);
  const loader = /<script>(.*)<\/script>\s*<\/body>/.exec(out)?.[1];
  assert.ok(loader);
  const links = (hash, named = null) => {
    const added = [];
    const element = (tag) => ({
      tag,
      set href(value) {
        added.push(value);
      },
    });
    const document = {
      documentElement: { hasAttribute: () => true },
      createElement: element,
      head: { appendChild: () => undefined },
      querySelector: (selector) => (selector === 'meta[name=h5-modulepreload]' && named ? { content: named } : null),
    };
    new Function('document', 'location', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      { hash },
      () => 0,
      () => 0,
    );
    return added;
  };
  assert.deepEqual(links(''), ['./assets/home.js', './assets/fw.js']);
  assert.deepEqual(links('#/'), ['./assets/home.js', './assets/fw.js']);
  assert.deepEqual(links('#/login'), ['./assets/fw.js', './assets/login.js']);
  assert.deepEqual(links('#/activity?id=1'), ['./assets/fw.js']);
  // Another language's first-paint chunk, named by the server.
  assert.deepEqual(links('#/login', './assets/en.js ./assets/cat.js'), [
    './assets/fw.js',
    './assets/login.js',
    './assets/en.js',
    './assets/cat.js',
  ]);
});

test("on / the scripts wait for the banner picture's load (at most a while), then for a frame", async () => {
  const { startAfterFirstPaint } = await import('./first-paint-plugin.mjs');
  const html = '<head><script type="module" crossorigin src="./assets/index-abc.js"></script></head><body></body>';
  const loader = /<script>(.*)<\/script>\s*<\/body>/.exec(startAfterFirstPaint(html))?.[1];
  assert.ok(loader);
  const run = (banner) => {
    const added = [];
    const listeners = {};
    const frames = [];
    const timers = [];
    const picture = banner && { complete: banner === 'loaded', addEventListener: (type, fn) => (listeners[type] = fn) };
    const document = {
      documentElement: { hasAttribute: () => false },
      createElement: (tag) => ({
        tag,
        set src(value) {
          added.push(value);
        },
      }),
      head: { appendChild: () => undefined },
      querySelector: (selector) => (selector === '#root img[fetchpriority=high]' ? picture : null),
    };
    new Function('document', 'location', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      { hash: '' },
      (fn) => frames.push(fn),
      (fn, ms) => timers.push([fn, ms]),
    );
    return { added, listeners, frames, timers };
  };
  // Still loading: nothing starts until it has loaded and a frame has passed (or the wait is over).
  const loading = run('loading');
  assert.deepEqual(loading.frames, []);
  assert.deepEqual(
    loading.timers.map(([, ms]) => ms),
    [1500],
  );
  loading.listeners.load();
  assert.equal(loading.frames.length, 1);
  loading.frames[0]();
  loading.timers.find(([, ms]) => ms === 0)[0]();
  assert.deepEqual(loading.added, ['./assets/index-abc.js']);
  // Loaded already, or no banner (/login): the frame after the paint.
  for (const banner of ['loaded', null]) {
    const ready = run(banner);
    assert.equal(ready.frames.length, 1);
    assert.deepEqual(
      ready.timers.map(([, ms]) => ms),
      [200],
    );
  }
});
