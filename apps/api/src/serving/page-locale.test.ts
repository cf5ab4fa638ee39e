import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieLocale, pageLocale } from './page-locale';
import { startTestServer, type TestServer } from '../test/harness';

// the server renders the first screen in the visitor's language.
const TEMPLATE = `<!doctype html><html lang="zh-CN"><head><link rel="manifest" href="/manifest.webmanifest"  /><title>H5</title><!--ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-routes--><!--ssr-data--></body></html>`;
// Stands in for the build's server bundle: its login button in the language it is asked for.
const FAKE_RENDERER = `exports.renderHome = async (data, locale) => ({
  html: '<header><button>' + ({ en: 'Log in', vi: 'Đăng nhập', 'pt-BR': 'Entrar' }[locale] || '登录') + '</button></header>',
  styles: '',
});`;
// The build's manifest: each language's first-paint chunk and what it imports.
const MANIFEST = {
  'src/i18n/first-paint/en.ts': { file: 'assets/en1234.js', imports: ['_catalogues.js', '_boot.js'] },
  'src/i18n/first-paint/vi.ts': { file: 'assets/vi1234.js', imports: ['_catalogues.js', '_boot.js'] },
  '_catalogues.js': { file: 'assets/cat1234.js' },
  '_boot.js': { file: 'assets/boot-abcdefg.js' },
};

describe('the page in the visitor’s language', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-lang-'));
    mkdirSync(join(webDir, '.ssr'));
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(join(webDir, '.ssr', 'entry-server.cjs'), FAKE_RENDERER);
    writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(webDir, 'manifest.webmanifest'), JSON.stringify({ start_url: '/#/', display: 'standalone' }));
    server = await startTestServer({ env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = async (headers: Record<string, string>) =>
    (await server.raw('/', { headers: { 'accept-encoding': 'identity', ...headers } })).text;

  it('renders the language of the h5_lang cookie, with <html lang> and its first-paint chunk preloaded', async () => {
    const html = await page({ cookie: 'sid=1; h5_lang=en', 'accept-language': 'vi' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<button>Log in</button>');
    // Named for index.html's loader, which preloads them once the page has painted.
    expect(html).toContain('<meta name="h5-modulepreload" content="./assets/en1234.js ./assets/cat1234.js">');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The entry loads its own boot chunks.
    expect(html).not.toContain('boot-abcdefg');
  });

  it('follows Accept-Language on a first visit, and renders Chinese with nothing more for everyone else', async () => {
    const vi = await page({ 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' });
    expect(vi).toContain('<html lang="vi">');
    expect(vi).toContain('<button>Đăng nhập</button>');
    const zh = await page({ 'accept-language': 'fr-FR' });
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('<button>登录</button>');
    expect(zh).not.toContain('modulepreload');
    // A language whose chunk the build lacks still renders in it, without a preload.
    const pt = await page({ cookie: 'h5_lang=pt-BR' });
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toContain('<button>Entrar</button>');
    expect(pt).not.toContain('modulepreload');
  });

  it("links the installed app's manifest in the page's language, which the browser then gets in it", async () => {
    const vi = await page({ cookie: 'h5_lang=vi' });
    expect(vi).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=vi"  />');
    const href = /<link rel="manifest" href="([^"]+)"/.exec(vi)?.[1] ?? '';
    // Fetched as a browser fetches a manifest: no cookie, its own Accept-Language.
    const linked = JSON.parse((await server.raw(href, { headers: { 'accept-language': 'zh-CN' } })).text) as Record<string, string>;
    expect(linked.lang).toBe('vi');
    // Chinese keeps today's link, and today's manifest.
    const zh = await page({ cookie: 'h5_lang=zh-CN', 'accept-language': 'en' });
    expect(zh).toContain('<link rel="manifest" href="/manifest.webmanifest"  />');
    expect(JSON.parse((await server.raw('/manifest.webmanifest', { headers: { 'accept-language': 'en' } })).text)).toMatchObject({
      lang: 'zh-CN',
    });
    // A request carrying the cookie (credentials) gets the cookie's language.
    expect(JSON.parse((await server.raw('/manifest.webmanifest', { headers: { cookie: 'h5_lang=vi' } })).text)).toMatchObject({
      lang: 'vi',
    });
  });

  it('tells caches the page varies by cookie and Accept-Language', async () => {
    const res = await server.raw('/', { headers: { cookie: 'h5_lang=en' } });
    expect(res.headers.get('vary')).toContain('cookie');
    expect(res.headers.get('vary')).toContain('accept-language');
  });
});

describe('cookieLocale', () => {
  it('reads the choice from h5_lang among other cookies, null without one of ours', () => {
    expect(cookieLocale({ cookie: 'sid=1; h5_lang=pt-BR' })).toBe('pt-BR');
    expect(cookieLocale({ cookie: 'h5_lang=fr', 'accept-language': 'en' })).toBeNull();
    expect(cookieLocale({})).toBeNull();
  });
});

describe('pageLocale', () => {
  it('takes the cookie, else Accept-Language, else Chinese; an unknown cookie counts as none', () => {
    expect(pageLocale({ cookie: 'h5_lang=th', 'accept-language': 'en' })).toBe('th');
    expect(pageLocale({ cookie: 'h5_lang=fr', 'accept-language': 'pt' })).toBe('pt-BR');
    expect(pageLocale({ cookie: 'other=1' })).toBe('zh-CN');
    expect(pageLocale({})).toBe('zh-CN');
  });
});
