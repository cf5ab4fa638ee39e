import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerAppManifest } from './app-manifest';
import { SERVING_MESSAGES } from './messages';
import { localeChunkFiles, pageLocale } from './page-locale';
import { acceptedCodings, resolveFile, sendFile } from './static-files';
import { createPageRenderer, inlineScriptHashes, loadHomeRenderer, readStartupData } from './web-page';
import { publicBase } from '../content/public-url';
import { readSiteConfig } from '../content/site-config';
import { Code } from '../http/envelope';
import { frameAncestors } from '../security/headers';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The service worker the web build writes (tools/web-build/pwa.mjs), served at scope /. */
const WORKER_SCRIPT = 'sw.js';
const WORKER_CSP = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
// The installed app's icons keep their names from build to build: a day, not a year.
const ICONS = 'public, max-age=86400';

/** Cache-Control of a file of the build; sw.js and the rest of the root are revalidated every time. */
export function cacheControlOf(path: string): string {
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (path.startsWith('icons/')) return ICONS;
  return 'no-cache';
}

const originOf = (url: string): string | null => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The CSP of the web app: only its own code; frames only for this server, venues and service. */
export function contentSecurityPolicy(frameOrigins: readonly string[], scriptHashes: readonly string[] = []): string {
  const frames = ["'self'", ...new Set(frameOrigins)].join(' ');
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    // index.html's one inline script (runs before the first paint) by its hash, nothing else inline.
    ["script-src 'self'", ...scriptHashes].join(' '),
    "connect-src 'self'",
    `frame-src ${frames}`,
    // Who may frame the app: security/headers.ts (FRAMING).
    frameAncestors('app'),
  ].join('; ');
}

/**
 * Production mode: the built web app from `/`. index.html is never cached (it names the
 * current hashed bundles), /assets/* are hashed and cached for a year. Unknown non-API
 * paths get index.html so deep links work; unknown /api paths keep the envelope 404.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext, webDir: string): Promise<void> {
  const indexPath = join(webDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`WEB_DIR ${webDir} has no index.html; build the web app first.`);
  // Read once at start: an operator who points kf_url at another host restarts the server.
  // /kefu and /gamePage frame the service, agent and iOS download pages and the venues' games.
  const c = await readSiteConfig(ctx.db, ['kf_url', 'agent_login_url', 'ios_download_url', 'venue_origins']);
  const origins = [c.kf_url, c.agent_login_url, c.ios_download_url, ...c.venue_origins.split(',')].map(originOf);
  const template = readFileSync(indexPath, 'utf8');
  const csp = contentSecurityPolicy(
    origins.filter((o): o is string => o !== null),
    inlineScriptHashes(template),
  );
  // The page carries the start-up data and (when the build has its server bundle) the first
  // screen of / already rendered; never cached, so a reload shows what the operator set now.
  // In the visitor's language (docs/i18n.md): their h5_lang cookie, else Accept-Language.
  const renderPage = createPageRenderer(
    template,
    loadHomeRenderer(webDir),
    (err) => app.log.warn({ err }, 'server rendering of / failed'),
    localeChunkFiles(webDir),
  );
  // Without its data (database down) the page still loads: the browser asks for it itself.
  const startupData = async (request: FastifyRequest) => {
    try {
      return await readStartupData(ctx.db, publicBase(ctx.config, request));
    } catch (err) {
      app.log.warn({ err }, 'start-up data for the page unavailable');
      return null;
    }
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', csp);
    // The page's language follows the cookie and Accept-Language: caches must keep them apart.
    reply.header('x-content-type-options', 'nosniff').header('vary', 'accept-encoding, accept-language, cookie');
    const data = await startupData(request);
    if (!data) return reply.send(template);
    const page = await renderPage(data, pageLocale(request.headers));
    const coding = acceptedCodings(request.headers['accept-encoding'])[0];
    if (coding) reply.header('content-encoding', coding);
    return reply.send(coding ? page[coding] : page.identity);
  };

  registerAppManifest(app, ctx, webDir);
  // Encoded here (the build's .br/.gz copies, the memoised page), not by the compress plugin.
  app.get<{ Params: { '*': string } }>('/*', { compress: false }, async (request, reply) => {
    const path = request.params['*'];
    if (path === 'api' || path.startsWith('api/'))
      return reply.send({ code: Code.noSuchPath, message: SERVING_MESSAGES.notFound, data: [] });
    const file = path ? await resolveFile(webDir, path) : null;
    if (!file || file === indexPath) return sendIndex(request, reply);
    // sw.js among them (no-cache): a deploy's new worker is found at the next check.
    const headers: Record<string, string> = { 'cache-control': cacheControlOf(path) };
    if (file.endsWith('.html')) headers['content-security-policy'] = csp;
    // A worker runs under its script's CSP: the default (default-src 'none') would refuse the
    // service worker every fetch, precaching included. It fetches this origin only.
    if (path === WORKER_SCRIPT) headers['content-security-policy'] = WORKER_CSP;
    return sendFile(reply, file, headers, request.headers['accept-encoding'] ?? '');
  });
}
