import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frameworkScript } from './first-paint-plugin.mjs';

const manifest = {
  'index.html': { file: 'assets/index-abc.js', name: 'index', imports: ['_run.js', '_fw.js'] },
  '_run.js': { file: 'assets/run.js', name: 'rolldown-runtime' },
  '_fw.js': { file: 'assets/fw.js', name: 'framework', imports: ['_run.js'] },
};
const entryTag = '<script type="module" crossorigin src="./assets/index-abc.js"></script>';

test('puts the framework chunk in a module script of its own just before the entry script', () => {
  const html = `<head><link rel="modulepreload" href="./assets/fw.js">${entryTag}</head>`;
  const out = frameworkScript(html, manifest);
  const framework = out.indexOf('<script type="module" crossorigin src="./assets/fw.js"></script>');
  assert.ok(framework > 0, out);
  assert.ok(framework < out.indexOf(entryTag), 'before the entry, so it runs first');
  // In order, not async: an async script could run after the entry and split nothing.
  assert.equal(out.includes('async'), false);
  assert.equal(out.match(/<script/g).length, 2);
});

test('leaves the page alone when the entry imports no framework chunk', () => {
  const html = `<head>${entryTag}</head>`;
  const plain = { 'index.html': { file: 'assets/index-abc.js', imports: ['_run.js'] }, '_run.js': { file: 'assets/run.js' } };
  assert.equal(frameworkScript(html, plain), html);
});

test("a deep link's page chunks are asked for by an inline script with the HTML, not after the app has run", async () => {
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
  const script = deepLinkPreloads('<script type="module" src="./assets/fw.js"></script>', pages);
  assert.match(script, /^<script>.*<\/script>$/);
  // The framework is in the page already; the login page and its own chunk are not.
  assert.match(script, /"\/login":\["\.\/assets\/form\.js","\.\/assets\/login\.js"\]/);
  assert.equal(script.includes('fw.js'), false);
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
  assert.match(loader, /requestAnimationFrame/);
  assert.match(loader, /data-deep-link/);
  // A page without module scripts (a plain copy) is left alone.
  assert.equal(startAfterFirstPaint('<body></body>'), '<body></body>');
});
