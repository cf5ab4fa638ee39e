import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, LANG_HEADER, localeFromAcceptLanguage, matchLocale, type Locale } from '@h5/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The language of the request being answered (docs/i18n.md). A service deep inside a transaction
 * throws `BizError(code, MONEY_MESSAGES.x)` without a request at hand: the catalogues read the
 * language from here (./localized.ts), so none of those call sites needs to pass it along.
 */
const current = new AsyncLocalStorage<Locale>();

/** The language being answered in: Chinese outside any request (start-up, relays, seeds). */
export const currentLocale = (): Locale => current.getStore() ?? DEFAULT_LOCALE;

export function withLocale<R>(locale: Locale, fn: () => R): R {
  return current.run(locale, fn);
}

/**
 * The request's language: the web app's X-Lang header, else the first of ours Accept-Language
 * names, else Chinese — so a client that sends neither (the site's old client) reads exactly
 * the Chinese it always read.
 */
export function requestLocale(headers: FastifyRequest['headers']): Locale {
  const chosen = headers[LANG_HEADER.toLowerCase()];
  return matchLocale(Array.isArray(chosen) ? chosen[0] : chosen) ?? localeFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * Reads the language once per request and runs every later stage inside it. Entered again
 * before validation and before the handlers: an asynchronous body parser may resume outside
 * the context the first hook opened (the reason @fastify/request-context documents).
 */
export function installRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = requestLocale(request.headers);
    withLocale(request.locale, done);
  });
  app.addHook('preValidation', (request, _reply, done) => withLocale(request.locale, done));
  app.addHook('preHandler', (request, _reply, done) => withLocale(request.locale, done));
}

/**
 * Route hook of a page that exists only in Chinese (the demo VipPay page): its refusals are
 * Chinese too, not the browser's Accept-Language in the middle of a Chinese page.
 */
export function chineseOnly(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  request.locale = DEFAULT_LOCALE;
  withLocale(DEFAULT_LOCALE, done);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (installRequestLocale). */
    locale: Locale;
  }
}
