import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JSDOM } from 'jsdom';
import { OFFLINE_PAGE, WORKER_ENTRY, offlinePage, offlineScript, webManifest, workerLoader, workerOptions } from './pwa.mjs';

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

test("the registration's entry runs after the app's module scripts, in order, never before them", () => {
  const script = /^<script>(.*)<\/script>$/.exec(workerLoader({ [WORKER_ENTRY]: { file: 'assets/install-worker-abc.js' } }))?.[1];
  const added = [];
  const timers = [];
  let onLoad;
  let moduleScripts = 0;
  const document = {
    querySelector: (selector) => (selector === 'script[type=module]' && moduleScripts > 0 ? {} : null),
    createElement: () => ({}),
    head: { appendChild: (element) => added.push(element) },
  };
  new Function('document', 'navigator', 'addEventListener', 'setTimeout', script)(
    document,
    { serviceWorker: {} },
    (type, listener) => (onLoad = listener),
    (run) => timers.push(run),
  );
  onLoad();
  assert.equal(added.length, 0, 'waits while the app has not started its scripts');
  moduleScripts = 1;
  timers.shift()();
  assert.equal(added.length, 1);
  assert.equal(added[0].src, './assets/install-worker-abc.js');
  assert.equal(added[0].async, false, "joins the in-order scripts after the app's");
});

test('the offline page carries its styles, escapes its title and loads its one script from the origin', () => {
  const page = offlinePage({ title: 'a<b', html: '<main>x</main>', styles: '<style>.a{}</style>' }, '#FFFFFF');
  assert.ok(page.includes('<title>a&lt;b</title><style>.a{}</style>'));
  // Hidden until offline.js has put it in the player's language, shown after a second regardless.
  assert.match(page, /<style>html:not\(\[data-lang\]\) #root\{visibility:hidden;animation:offline-shown 0s 1s forwards\}/);
  assert.ok(page.includes('<div id="root"><main>x</main></div><script src="/offline.js"></script>'));
  assert.ok(!/<script>/.test(page), 'no inline script: the CSP allows none');
});

// The offline page's languages as the server bundle's renderOffline gives them (docs/i18n.md).
const LANGUAGES = {
  key: 'h5_lang',
  fallback: 'zh-CN',
  texts: {
    'zh-CN': { title: '网络连接失败', text: '网络异常，请检查网络后重试', retry: '重新加载' },
    en: { title: 'Connection failed', text: 'Network error, please check your connection and try again', retry: 'Reload' },
    vi: { title: 'Mất kết nối mạng', text: 'Lỗi mạng, vui lòng kiểm tra kết nối rồi thử lại', retry: 'Tải lại' },
    th: { title: 'เชื่อมต่อเครือข่ายไม่สำเร็จ', text: 'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่', retry: 'โหลดใหม่' },
    'pt-BR': { title: 'Falha na conexão', text: 'Erro de rede, verifique sua conexão e tente novamente', retry: 'Recarregar' },
  },
};
const MARKUP = '<main><div role="alert"><p>网络异常，请检查网络后重试</p><button type="button">重新加载</button></div></main>';

/** The offline page as a browser with this choice shows it once offline.js has run. */
function offlineIn({ stored, cookie, languages = [] }) {
  const page = offlinePage({ title: '网络连接失败', html: MARKUP, styles: '' }, '#FFFFFF').replace(
    '<script src="/offline.js"></script>',
    '',
  );
  const dom = new JSDOM(page, { url: 'https://h5.test/#/activity', runScripts: 'outside-only' });
  const { window } = dom;
  if (stored) window.localStorage.setItem('h5_lang', stored);
  if (cookie) window.document.cookie = `h5_lang=${cookie}; path=/`;
  Object.defineProperty(window.navigator, 'languages', { value: languages });
  window.eval(offlineScript(LANGUAGES));
  const { document } = window;
  return {
    lang: document.documentElement.lang,
    shown: document.documentElement.getAttribute('data-lang'),
    title: document.title,
    text: document.querySelector('[role=alert] p').textContent,
    button: document.querySelector('button').textContent,
  };
}

test('offline.js shows the page in the choice saved in localStorage, before the cookie and the browser', () => {
  assert.deepEqual(offlineIn({ stored: 'vi', cookie: 'en', languages: ['th-TH'] }), {
    lang: 'vi',
    shown: 'vi',
    title: 'Mất kết nối mạng',
    text: 'Lỗi mạng, vui lòng kiểm tra kết nối rồi thử lại',
    button: 'Tải lại',
  });
});

test("offline.js reads the h5_lang cookie when nothing is stored, then the browser's languages (pt is pt-BR)", () => {
  const fromCookie = offlineIn({ cookie: 'en', languages: ['vi-VN'] });
  assert.equal(fromCookie.lang, 'en');
  assert.equal(fromCookie.text, 'Network error, please check your connection and try again');
  assert.equal(fromCookie.button, 'Reload');
  assert.equal(fromCookie.title, 'Connection failed');
  // The first of the browser's languages that is ours, by its primary subtag.
  const fromBrowser = offlineIn({ languages: ['fr-FR', 'pt-PT', 'en'] });
  assert.deepEqual(
    [fromBrowser.lang, fromBrowser.text, fromBrowser.button],
    ['pt-BR', 'Erro de rede, verifique sua conexão e tente novamente', 'Recarregar'],
  );
  assert.equal(offlineIn({ languages: ['th'] }).button, 'โหลดใหม่');
  // A stored value that is none of ours is skipped, as the app skips it.
  assert.equal(offlineIn({ stored: 'fr', cookie: 'th' }).lang, 'th');
});

test('offline.js keeps the Chinese character for character when nothing names one of ours', () => {
  assert.deepEqual(offlineIn({ languages: ['fr-FR', 'de'] }), {
    lang: 'zh-CN',
    shown: 'zh-CN',
    title: '网络连接失败',
    text: '网络异常，请检查网络后重试',
    button: '重新加载',
  });
  assert.equal(offlineIn({ cookie: 'zh-CN', languages: ['en-US'] }).text, '网络异常，请检查网络后重试');
});

test("offline.js's button reloads the address the player asked for", () => {
  const dom = new JSDOM(`<div id="root">${MARKUP}</div>`, { url: 'https://h5.test/#/activity', runScripts: 'outside-only' });
  let reloads = 0;
  dom.window.eval(offlineScript(LANGUAGES).replace('location.reload()', 'window.reloaded()'));
  dom.window.reloaded = () => (reloads += 1);
  dom.window.document.querySelector('button').click();
  dom.window.document.querySelector('p').click();
  assert.equal(reloads, 1);
});
