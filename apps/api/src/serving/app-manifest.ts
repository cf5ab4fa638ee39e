import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVING_TEXT } from './messages';
import { readSiteConfig } from '../content/site-config';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** Where the web build writes the manifest without the site's name (tools/web-build/pwa.mjs). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The build's manifest with the site's name: the title the operator set (the page's <title>
 * too), read per request like the page, so a new title reaches the next install. Uncached
 * for the same reason; the browser asks for it rarely (on install and now and then).
 */
export function registerAppManifest(app: FastifyInstance, ctx: AppContext, webDir: string): void {
  const file = join(webDir, MANIFEST_FILE);
  if (!existsSync(file)) return;
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  app.get(`/${MANIFEST_FILE}`, async (_request, reply) => {
    const { title } = await readSiteConfig(ctx.db, ['title']).catch(() => ({ title: '' }));
    // Chinese, as the manifest's lang says (the browser fetches it with its own Accept-Language).
    const name = title || SERVING_TEXT.appName;
    reply.header('content-type', 'application/manifest+json').header('cache-control', 'no-cache');
    return reply.send(JSON.stringify({ name, short_name: name, lang: 'zh-CN', ...built }));
  });
}
