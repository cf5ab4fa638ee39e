import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, isTranslated, matchLocale, type Locale } from '@h5/domain';
import { SERVING_TEXT } from './messages';
import { SERVING_TRANSLATIONS } from './messages.i18n';
import { cookieLocale } from './page-locale';
import { readSiteConfig } from '../content/site-config';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the web build writes the manifest without the site's name (tools/web-build/pwa.mjs). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The manifest a page in `locale` links (docs/i18n.md): Chinese keeps today's address; another
 * language names itself, because a browser fetches the manifest without cookies (credentials
 * "omit"), so the h5_lang cookie the page was rendered by never reaches this route.
 */
export const manifestHref = (locale: Locale): string => (isTranslated(locale) ? `/${MANIFEST_FILE}?lang=${locale}` : `/${MANIFEST_FILE}`);

/**
 * The manifest's language: the `lang` the page's link names, else the h5_lang cookie (a fetch
 * that carries it), else Chinese. Not Accept-Language: the browser's manifest fetch always sends
 * its own, which would name another language than a page the player chose Chinese for.
 */
export function manifestLocale(request: FastifyRequest<{ Querystring: { lang?: string } }>): Locale {
  return matchLocale(request.query.lang) ?? cookieLocale(request.headers) ?? DEFAULT_LOCALE;
}

/** The installed app's name where the site has none, in `locale` (the /app page's 官方app wording). */
const appName = (locale: Locale) => (isTranslated(locale) ? SERVING_TRANSLATIONS[locale].appName : SERVING_TEXT.appName);

/**
 * The build's manifest with the site's name: the title the operator set (the page's <title>
 * too; operator content, shown as written in every language), read per request like the page,
 * so a new title reaches the next install. Uncached for the same reason; the browser asks for it
 * rarely (on install and now and then). In the page's language: its `lang` and, without a
 * title, the name.
 */
export function registerAppManifest(app: FastifyInstance, ctx: AppContext, webDir: string): void {
  const file = join(webDir, MANIFEST_FILE);
  if (!existsSync(file)) return;
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  app.get<{ Querystring: { lang?: string } }>(`/${MANIFEST_FILE}`, async (request, reply) => {
    const locale = manifestLocale(request);
    const { title } = await readSiteConfig(ctx.db, ['title']).catch(() => ({ title: '' }));
    const name = title || appName(locale);
    reply.header('content-type', 'application/manifest+json').header('cache-control', 'no-cache').header('vary', 'cookie');
    return reply.send(JSON.stringify({ name, short_name: name, lang: locale, ...built }));
  });
}
