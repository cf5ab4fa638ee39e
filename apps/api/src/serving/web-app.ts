import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { readSiteConfig } from '../content/site-config';
import { SERVING_MESSAGES } from './messages';

const YEAR_SECONDS = 31_536_000;

const originOf = (url: string): string | null => {
  try {
    return url.startsWith('http') ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The CSP of the web app: only its own code; frames only for this server, venues and service. */
export function contentSecurityPolicy(frameOrigins: readonly string[]): string {
  const frames = ["'self'", ...new Set(frameOrigins)].join(' ');
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "frame-ancestors 'self'",
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
  const c = await readSiteConfig(ctx.db, ['kf_url', 'agent_login_url', 'venue_origins']);
  const csp = contentSecurityPolicy(
    [c.kf_url, c.agent_login_url, ...c.venue_origins.split(',')].map(originOf).filter((o): o is string => o !== null),
  );
  const assetsDir = join(webDir, 'assets');
  const sendIndex = async (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', csp).send(await readFile(indexPath));

  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // fastify-static's own cache headers are replaced by ours.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.startsWith(assetsDir) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      if (path.endsWith('.html')) res.header('content-security-policy', csp);
    },
  });
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(200).send({ code: 404, message: SERVING_MESSAGES.notFound, data: [] });
    }
    return sendIndex(reply);
  });
}
