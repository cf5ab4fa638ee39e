import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptedCodings } from './static-files';
import { assemblePage, inlineScriptHashes, STARTUP_DATA_ID, type StartupData } from './web-page';
import { startTestServer, type TestServer } from '../test/harness';

const GUARD = "document.documentElement.setAttribute('data-x','')";
const TEMPLATE = `<!doctype html><html><head><title>H5</title><script>${GUARD}</script><!--ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-routes--><!--ssr-data--></body></html>`;
// Stands in for the build's server bundle: draws the first banner as the real one would.
const FAKE_RENDERER = `exports.renderHome = async (data) => ({
  html: '<main><img src="' + data.banners[0].src + '"></main>',
  styles: '<style data-styled="true">main{display:block}</style>',
  routes: { '/login': '<form aria-label="' + data.appInfo.title + '"></form>' },
});`;

const startupOf = (html: string): StartupData => {
  const json = new RegExp(`<script type="application/json" id="${STARTUP_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
  if (!json) throw new Error('the page carries no start-up data');
  return JSON.parse(json) as StartupData;
};

describe('first paint: the page carries the first screen and its data, assets go compressed', () => {
  let server: TestServer;
  let webDir: string;
  const framework = 'export const framework = "react";\n'.repeat(400);

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-ssr-'));
    mkdirSync(join(webDir, 'assets'));
    mkdirSync(join(webDir, '.ssr'));
    writeFileSync(join(webDir, 'index.html'), TEMPLATE);
    writeFileSync(join(webDir, '.ssr', 'entry-server.cjs'), FAKE_RENDERER);
    writeFileSync(join(webDir, 'assets', 'framework-abc.js'), framework);
    writeFileSync(join(webDir, 'assets', 'framework-abc.js.br'), brotliCompressSync(framework));
    writeFileSync(join(webDir, 'assets', 'framework-abc.js.gz'), gzipSync(framework));
    server = await startTestServer({ env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('renders / with the first banner preloaded, the server markup, its styles and the start-up data', async () => {
    const res = await server.raw('/', { headers: { 'accept-encoding': 'identity' } });
    const banners = (await server.call<Array<{ src: string }>>('/api/bannerList', { type: 2 })).data;
    const first = banners[0].src;
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
    expect(res.text).toContain(`<div id="root"><main><img src="${first}"></main></div>`);
    expect(res.text).toContain('<style data-styled="true">');
    const data = startupOf(res.text);
    expect(data.banners).toEqual(banners);
    expect(data.appInfo).toEqual((await server.call('/api/app')).data);
    expect(data.notices).toEqual((await server.call('/api/homenotice')).data);
    expect(data.games).toEqual((await server.call('/api/game/list', undefined, { method: 'GET' })).data);
    expect(res.text).toContain(`<title>${data.appInfo.title}</title>`);
    // The other first screen the bundle rendered, inert until the page's hash names it.
    expect(res.text).toContain(`</div><template data-route="/login"><form aria-label="${data.appInfo.title}"></form></template>`);
    // The inline script runs: the CSP names it by its hash.
    expect(res.headers.get('content-security-policy')).toContain(inlineScriptHashes(TEMPLATE)[0]);
  });

  it('a reload after the operator changes the banner list shows the new banner, not the rendered one', async () => {
    const before = startupOf((await server.raw('/')).text).banners[0].src;
    await server.db.query("UPDATE banners SET pic = '/pictures/banners/changed.svg' WHERE type = 2");
    const after = await server.raw('/');
    const src = startupOf(after.text).banners[0].src;
    expect(src).not.toBe(before);
    expect(src).toMatch(/\/pictures\/banners\/changed\.svg$/);
    expect(after.text).toContain(`<img src="${src}">`);
    expect(after.text).toContain(`<link rel="preload" as="image" href="${src}"`);
  });

  it('sends the page brotli- or gzip-encoded by Accept-Encoding, with Vary', async () => {
    const br = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    expect(await br.text()).toContain('id="root"');
    const gz = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.raw('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it("sends the build's compressed copy of an asset, still cached for a year", async () => {
    const br = await fetch(`${server.baseUrl}/assets/framework-abc.js`, { headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(framework.length / 10);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(await br.text()).toBe(framework);
    const gz = await fetch(`${server.baseUrl}/assets/framework-abc.js`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.raw('/assets/framework-abc.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(framework);
  });

  it('compresses JSON answers over 1 KB, not the small ones', async () => {
    const list = await fetch(`${server.baseUrl}/api/game/list`, { headers: { 'accept-encoding': 'br' } });
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(((await list.json()) as { code: number }).code).toBe(200);
    const notices = await fetch(`${server.baseUrl}/api/homenotice`, {
      method: 'POST',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notices.headers.get('content-encoding')).toBeNull();
  });
});

describe('page assembly', () => {
  const data = {
    appInfo: { title: 'A&B <站>' },
    banners: [{ src: 'http://x/b.svg?a=1&b="2"', pic: '', background: '', url: '' }],
    notices: ['</script><script>alert(1)</script>'],
    games: [],
  } as unknown as StartupData;

  it('escapes the title and picture address and keeps the data inside its script', () => {
    const page = assemblePage(TEMPLATE, data, null);
    expect(page).toContain('<title>A&amp;B &lt;站&gt;</title>');
    expect(page).toContain('href="http://x/b.svg?a=1&amp;b=&quot;2&quot;"');
    expect(page).not.toContain('</script><script>alert(1)');
    expect(startupOf(page).notices).toEqual(['</script><script>alert(1)</script>']);
    expect(page).toContain('<div id="root"></div>');
  });

  it('reads Accept-Encoding with weights', () => {
    expect(acceptedCodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });
});
