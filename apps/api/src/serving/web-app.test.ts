import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerWebApp } from './web-app';
import type { AppContext } from '../context';
import type { Db } from '../db/types';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    // The installable app's files as tools/web-build/pwa.mjs writes them.
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ start_url: '/#/', scope: '/', display: 'standalone' }));
    mkdirSync(join(dir, 'icons'));
    writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const config = [
      { key: 'kf_url', value: 'https://chat.example.com/room' },
      { key: 'agent_login_url', value: '/agent' },
      { key: 'ios_download_url', value: 'https://dl.example.org/app.plist' },
      { key: 'venue_origins', value: 'https://games.example.net' },
      { key: 'title', value: '皇冠体育' },
    ];
    const db = { query: async () => ({ rows: config, rowCount: config.length }) } as unknown as Db;
    // Its close ends the test's keep-alive connections too: some checks read only the headers,
    // and a close that waited on their sockets hung the suite when it ran in band (CI, PostgreSQL).
    app = Fastify({ forceCloseConnections: true });
    await registerWebApp(app, { db } as AppContext, dir);
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html uncached with a CSP framing only this server, the service and venue hosts', async () => {
    const res = await fetch(`${base}/`);
    expect(await res.text()).toContain('id="root"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src 'self' https://chat.example.com https://dl.example.org https://games.example.net");
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers deep links with index.html and unknown API paths with the envelope', async () => {
    const deep = await fetch(`${base}/mine/settings`);
    expect(await deep.text()).toContain('id="root"');
    const api = await fetch(`${base}/api/nothing`);
    expect(await api.json()).toEqual({ code: 404, message: '接口不存在', data: [] });
    expect(await (await fetch(`${base}/..%2fpackage.json`)).text()).toContain('id="root"');
  });

  it("serves the service worker at / uncached, so a deploy's new worker is found at the next check", async () => {
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Its own CSP, which lets it fetch (precache) this origin.
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it("serves the manifest with the site's title as its names, as application/manifest+json, uncached", async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      name: '皇冠体育',
      short_name: '皇冠体育',
      lang: 'zh-CN',
      start_url: '/#/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('serves the icons as PNG for a day (their names do not change between builds)', async () => {
    const res = await fetch(`${base}/icons/icon-192.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
