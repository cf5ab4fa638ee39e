import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LOCALES,
  localeFromAcceptLanguage,
  matchLocale,
  type Locale,
  type TranslatedLocale,
} from '@h5/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language of the page the server renders (docs/i18n.md): the player's choice in the h5_lang
 * cookie (the web app writes it; the hash of a route never reaches the server), else, on a
 * first visit, the first of ours Accept-Language names (what the browser's navigator.languages
 * would pick), else Chinese.
 */
export function pageLocale(headers: FastifyRequest['headers']): Locale {
  return cookieLocale(headers) ?? localeFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** The language the player chose, from the h5_lang cookie, or null (none, or none of ours). */
export function cookieLocale(headers: FastifyRequest['headers']): Locale | null {
  const cookie = headers.cookie
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);
  return matchLocale(cookie);
}

/** Where the web app's first-paint chunk of each language is built from (apps/web/src/i18n/start.ts). */
const firstPaintSource = (locale: TranslatedLocale) => `src/i18n/first-paint/${locale}.ts`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The files of each language's first-paint chunk (the chunk and what it imports beside the
 * entry's own boot- chunks), read from the build's manifest: the page names them for index.html's
 * loader to preload, so they load beside the entry instead of after it. None for an
 * older build without the chunks.
 */
export function localeChunkFiles(webDir: string): Partial<Record<TranslatedLocale, string[]>> {
  const path = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const files: Partial<Record<TranslatedLocale, string[]>> = {};
  for (const locale of LOCALES.filter((l): l is TranslatedLocale => l !== DEFAULT_LOCALE)) {
    const chunk = manifest[firstPaintSource(locale)];
    if (!chunk) continue;
    const imported = (chunk.imports ?? []).map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file));
    files[locale] = [chunk.file, ...imported.filter((file) => !file.startsWith('assets/boot-'))];
  }
  return files;
}
