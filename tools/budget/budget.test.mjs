import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRoute, localeKeys, manifestKey, measure, onDemandFiles, routeFiles, visitedKeys } from './budget.mjs';

// The shape Vite writes to .vite/manifest.json, trimmed to what the check reads.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    css: ['assets/index.css'],
    dynamicImports: [
      '../../libs/features/games/src/pages/home-page.tsx',
      '../../libs/features/auth/src/pages/login-page.tsx',
      'src/menu/left-menu.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_swiper.js': { file: 'assets/swiper.js', imports: ['_react.js'], css: ['assets/swiper.css'] },
  '_dialog.js': { file: 'assets/dialog.js', css: ['assets/dialog.css'] },
  '../../libs/features/games/src/pages/home-page.tsx': {
    file: 'assets/home-page.js',
    isDynamicEntry: true,
    imports: ['_swiper.js', 'index.html'],
    dynamicImports: ['../../libs/features/games/src/notice-modal.tsx'],
  },
  '../../libs/features/games/src/notice-modal.tsx': { file: 'assets/notice-modal.js', imports: ['_dialog.js'] },
  '../../libs/features/auth/src/pages/login-page.tsx': { file: 'assets/login-page.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/menu/left-menu.tsx': { file: 'assets/left-menu.js', imports: ['_react.js'] },
};

test('manifestKey names a workspace file the way Vite does from the app root', () => {
  assert.equal(manifestKey('apps/web', 'libs/features/games/src/pages/home-page.tsx'), '../../libs/features/games/src/pages/home-page.tsx');
  assert.equal(manifestKey('apps/web', 'apps/web/src/menu/left-menu.tsx'), 'src/menu/left-menu.tsx');
});

test('a route loads the entry, its page and their static imports with their CSS, each once', () => {
  const files = routeFiles(manifest, ['index.html', '../../libs/features/games/src/pages/home-page.tsx']);
  assert.deepEqual(files.js, ['assets/home-page.js', 'assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/swiper.js']);
  assert.deepEqual(files.css, ['assets/index.css', 'assets/swiper.css']);
});

test("on-demand chunks of the shell and the page are listed apart, other routes' pages are not", () => {
  const page = '../../libs/features/games/src/pages/home-page.tsx';
  const counted = routeFiles(manifest, ['index.html', page]).js;
  assert.deepEqual(onDemandFiles(manifest, 'index.html', page, counted), [
    'assets/dialog.js',
    'assets/left-menu.js',
    'assets/notice-modal.js',
  ]);
});

test('a page missing from the manifest fails loudly instead of measuring nothing', () => {
  assert.throws(() => routeFiles(manifest, ['index.html', '../../libs/features/account/src/pages/mine-page.tsx']), /no chunk for/);
});

test('measure adds raw and gzip bytes; gzip shrinks repetitive code', () => {
  const files = { a: Buffer.from('x'.repeat(10_000)), b: Buffer.from('y'.repeat(5_000)) };
  const size = measure(['a', 'b'], (file) => files[file]);
  assert.equal(size.raw, 15_000);
  assert.ok(size.gzip > 0 && size.gzip < 500);
});

test('checkRoute reports each budget that is exceeded', () => {
  const budget = { js: 145_000, css: 12_000 };
  assert.deepEqual(checkRoute('/', { js: { raw: 1, gzip: 145_000 }, css: { raw: 1, gzip: 12_000 } }, budget).over, []);
  const over = checkRoute('/', { js: { raw: 1, gzip: 145_001 }, css: { raw: 1, gzip: 12_500 } }, budget).over;
  assert.deepEqual(over, ['JS 145.00 kB > 145.00 kB', 'CSS 12.50 kB > 12.00 kB']);
});

test('a translated page counts its first-paint chunk and the catalogues of that language only', () => {
  const withLocales = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/i18n/first-paint/en.ts', 'src/i18n/first-paint/th.ts'],
    },
    '_shared.js': {
      file: 'assets/shared.js',
      dynamicImports: ['../../libs/features/games/src/locales/en.ts', '../../libs/features/games/src/locales/th.ts'],
    },
    'src/i18n/first-paint/en.ts': { file: 'assets/fp-en.js', imports: ['_lingui.js'] },
    'src/i18n/first-paint/th.ts': { file: 'assets/fp-th.js', imports: ['_lingui.js'] },
    '_lingui.js': { file: 'assets/lingui.js' },
    '../../libs/features/games/src/locales/en.ts': { file: 'assets/games-en.js' },
    '../../libs/features/games/src/locales/th.ts': { file: 'assets/games-th.js' },
  };
  const counted = visitedKeys(withLocales, ['index.html']);
  const keys = localeKeys(withLocales, counted, 'en', 'src/i18n/first-paint/en.ts');
  assert.deepEqual(keys, ['src/i18n/first-paint/en.ts', '../../libs/features/games/src/locales/en.ts']);
  assert.deepEqual(routeFiles(withLocales, ['index.html', ...keys]).js, [
    'assets/fp-en.js',
    'assets/games-en.js',
    'assets/index.js',
    'assets/lingui.js',
    'assets/shared.js',
  ]);
});
