import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppInfo, Banner, GameListItem } from '@h5/api-contract';
import { DEFAULT_LOCALE, isTranslated, type Locale, type TranslatedLocale } from '@h5/domain';
import { MANIFEST_FILE, manifestHref } from './app-manifest';
import { listBanners, listGames, listHomeNotices } from '../content/catalogue';
import { loadAppInfo } from '../content/site-info';
import type { Queryable } from '../db/types';

/** What the first screen of / shows: the answers of app, bannerList (type 2), homenotice, game/list. */
export interface StartupData {
  appInfo: AppInfo;
  banners: Banner[];
  notices: string[];
  games: GameListItem[];
}

/** The web build's server bundle (apps/web/src/ssr/entry-server.tsx). */
export interface HomeRenderer {
  /** In the visitor's language (docs/i18n.md); an older bundle takes no locale and renders Chinese. */
  renderHome(data: StartupData, locale: Locale): Promise<RenderedPages>;
}

/** What the server bundle renders: / into #root, other first screens by path, their styles. */
export interface RenderedPages {
  html: string;
  styles: string;
  /** Path → markup, sent as <template data-route> for index.html's swap script (older bundles: none). */
  routes?: Record<string, string>;
}

/** One page as sent: the HTML and its brotli and gzip encodings. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Where the build puts the server bundle (a dot-folder, so it is never served). */
export const SERVER_BUNDLE = join('.ssr', 'entry-server.cjs');
/** The id main.tsx reads the data from. */
export const STARTUP_DATA_ID = 'h5-startup';
const RENDER_TIMEOUT_MS = 3000;

/** The same calls the page would make, read at once (the client's game/list sends no filter). */
export async function readStartupData(db: Queryable, base: string): Promise<StartupData> {
  const [appInfo, banners, notices, games] = await Promise.all([
    loadAppInfo(db, base),
    listBanners(db, base, 2),
    listHomeNotices(db),
    listGames(db, base, {}),
  ]);
  return { appInfo, banners, notices, games };
}

/** The server bundle of a build, or null (an older build, tests): the page then renders in the browser only. */
export function loadHomeRenderer(webDir: string): HomeRenderer | null {
  const file = join(webDir, SERVER_BUNDLE);
  if (!existsSync(file)) return null;
  // A CommonJS bundle the build wrote: require works under tsx, node and jest alike.
  const loaded: unknown = createRequire(__filename)(file);
  const renderer = loaded as Partial<HomeRenderer>;
  return typeof renderer.renderHome === 'function' ? (renderer as HomeRenderer) : null;
}

/** 'sha256-…' of each inline <script> of the page, for the CSP's script-src. */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: no '</script>' or '<!--' can end or change it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The language of a page and the files of its first-paint chunk (none in Chinese). */
export interface PageLocale {
  locale: Locale;
  chunks?: readonly string[];
}

/**
 * index.html with the title, the banner preload, the server markup and its styles, and the
 * data, in the page's language: `<html lang>`, the files of the language's first-paint chunk for
 * the loader's modulepreloads (main.tsx awaits it before rendering: it then loads beside the entry) and the link to
 * the manifest in that language (app-manifest.ts).
 */
export function assemblePage(
  template: string,
  data: StartupData,
  rendered: RenderedPages | null,
  { locale, chunks = [] }: PageLocale = { locale: DEFAULT_LOCALE },
): string {
  const banner = data.banners[0];
  const picture = banner ? banner.src || banner.pic : '';
  // The first banner is the largest paint of /: asked for with the HTML's head, before any script.
  const preload = picture ? `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high">` : '';
  const title = data.appInfo.title ? `<title>${escapeHtml(data.appInfo.title)}</title>` : null;
  let page = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace(`href="/${MANIFEST_FILE}"`, () => `href="${manifestHref(locale)}"`);
  // Named, not linked: index.html's loader preloads them with the entry's chunks once the page has
  // painted (a <link> would be fetched with the HTML, before the paint: tools/web-build/first-paint-plugin.mjs).
  const localeChunks = chunks.length
    ? `<meta name="h5-modulepreload" content="${chunks.map((file) => `./${escapeHtml(file)}`).join(' ')}">`
    : '';
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => title);
  // Before every script hint: of the browser's few connections, the picture gets one first.
  if (page.includes('<!--ssr-preload-->')) page = page.replace('<!--ssr-preload-->', () => preload);
  else page = page.replace('<!--ssr-head-->', () => `${preload}<!--ssr-head-->`);
  return page
    .replace('<!--ssr-head-->', () => localeChunks + (rendered?.styles ?? ''))
    .replace('<!--ssr-html-->', () => rendered?.html ?? '')
    .replace('<!--ssr-routes-->', () => routeTemplates(rendered?.routes))
    .replace('<!--ssr-data-->', () => `<script type="application/json" id="${STARTUP_DATA_ID}">${scriptJson(data)}</script>`);
}

/** Inert until index.html's swap script takes the one its hash names; React markup holds no </template>. */
const routeTemplates = (routes: Record<string, string> = {}) =>
  Object.entries(routes)
    .map(([path, html]) => `<template data-route="${escapeHtml(path)}">${html}</template>`)
    .join('');

function encode(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    // Once per change of the data (memoised), so a high level costs little.
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server rendering took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });

/**
 * The pages of the app: rendered on the server when the build has its bundle, memoised by
 * their data (the data changes when an operator changes it, not per request), so a request
 * costs the four reads and a lookup. A render that fails leaves the page to the browser.
 */
export function createPageRenderer(
  template: string,
  renderer: HomeRenderer | null,
  onError: (err: unknown) => void,
  localeChunks: Partial<Record<TranslatedLocale, readonly string[]>> = {},
) {
  // One page per language, each memoised by its data.
  const last = new Map<Locale, { key: string; page: Promise<EncodedPage> }>();
  const build = async (data: StartupData, locale: Locale): Promise<EncodedPage> => {
    let rendered: RenderedPages | null = null;
    if (renderer) {
      try {
        rendered = await withTimeout(renderer.renderHome(data, locale), RENDER_TIMEOUT_MS);
      } catch (err) {
        onError(err);
      }
    }
    const chunks = isTranslated(locale) ? localeChunks[locale] : [];
    return encode(assemblePage(template, data, rendered, { locale, chunks }));
  };
  return (data: StartupData, locale: Locale = DEFAULT_LOCALE): Promise<EncodedPage> => {
    const key = JSON.stringify(data);
    const memo = last.get(locale);
    if (memo?.key === key) return memo.page;
    const page = build(data, locale);
    last.set(locale, { key, page });
    return page;
  };
}
