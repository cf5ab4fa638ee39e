import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { manifestHref, registerAppManifest } from './app-manifest';
import type { AppContext } from '../context';
import type { Db } from '../db/types';

// the installed app's manifest in the language of the page that links it.
const BUILT = { start_url: '/#/', scope: '/', display: 'standalone' };

/** The manifest route over a site whose title is `title` ('' = none set). */
async function serve(title: string): Promise<{ app: FastifyInstance; base: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify(BUILT));
  const rows = title ? [{ key: 'title', value: title }] : [];
  const db = { query: async () => ({ rows, rowCount: rows.length }) } as unknown as Db;
  const app = Fastify({ forceCloseConnections: true });
  registerAppManifest(app, { db } as AppContext, dir);
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }), dir };
}

describe('the manifest in the page’s language', () => {
  let untitled: Awaited<ReturnType<typeof serve>>;
  let titled: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    untitled = await serve('');
    titled = await serve('皇冠体育');
  });
  afterAll(async () => {
    for (const { app, dir } of [untitled, titled]) {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const manifest = async (base: string, query = '', headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/manifest.webmanifest${query}`, { headers });
    return { body: (await res.json()) as Record<string, unknown>, vary: res.headers.get('vary') };
  };

  it('answers a request with the cookie h5_lang=vi in Vietnamese: lang vi and the name Ứng dụng chính thức', async () => {
    const { body, vary } = await manifest(untitled.base, '', { cookie: 'sid=1; h5_lang=vi' });
    expect(body).toEqual({ name: 'Ứng dụng chính thức', short_name: 'Ứng dụng chính thức', lang: 'vi', ...BUILT });
    expect(vary).toBe('cookie');
  });

  it('follows the lang its link names (the browser sends no cookie with it), before any cookie', async () => {
    expect((await manifest(untitled.base, '?lang=en', { cookie: 'h5_lang=vi' })).body).toMatchObject({ name: 'Official app', lang: 'en' });
    expect((await manifest(untitled.base, '?lang=th')).body).toMatchObject({ name: 'แอปทางการ', short_name: 'แอปทางการ', lang: 'th' });
    expect((await manifest(untitled.base, '?lang=pt-BR')).body).toMatchObject({ name: 'App oficial', lang: 'pt-BR' });
    // A lang that is none of ours counts as none.
    expect((await manifest(untitled.base, '?lang=fr', { cookie: 'h5_lang=en' })).body).toMatchObject({ lang: 'en' });
  });

  it("is today's Chinese for a request naming no language, whatever the browser's Accept-Language", async () => {
    const expected = { name: '官方app', short_name: '官方app', lang: 'zh-CN', ...BUILT };
    expect((await manifest(untitled.base)).body).toEqual(expected);
    // The browser's own manifest fetch always sends one: a page the player chose Chinese for links Chinese.
    expect((await manifest(untitled.base, '', { 'accept-language': 'en-US,en;q=0.9' })).body).toEqual(expected);
    expect((await manifest(untitled.base, '?lang=zh-CN', { cookie: 'h5_lang=en' })).body).toEqual(expected);
  });

  it("keeps the operator's title as the name in every language (operator content, as the page's <title>)", async () => {
    expect((await manifest(titled.base, '?lang=vi')).body).toEqual({ name: '皇冠体育', short_name: '皇冠体育', lang: 'vi', ...BUILT });
    expect((await manifest(titled.base)).body).toEqual({ name: '皇冠体育', short_name: '皇冠体育', lang: 'zh-CN', ...BUILT });
  });

  it('is linked by a Chinese page at its old address and by another language with its lang', () => {
    expect(manifestHref('zh-CN')).toBe('/manifest.webmanifest');
    expect(manifestHref('vi')).toBe('/manifest.webmanifest?lang=vi');
    expect(manifestHref('pt-BR')).toBe('/manifest.webmanifest?lang=pt-BR');
  });
});
