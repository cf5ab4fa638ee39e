import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { readSiteConfig } from '../content/site-config';
import { frameAncestors } from '../security/headers';
import { SERVING_MESSAGES } from './messages';
import { resolveFile, sendFile } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const originOf = (url: string): string | null => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
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
  const csp = contentSecurityPolicy(origins.filter((o): o is string => o !== null));
  const sendIndex = (reply: FastifyReply) => sendFile(reply, indexPath, { 'cache-control': 'no-cache', 'content-security-policy': csp });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const path = request.params['*'];
    if (path === 'api' || path.startsWith('api/')) return reply.send({ code: 404, message: SERVING_MESSAGES.notFound, data: [] });
    const file = path ? await resolveFile(webDir, path) : null;
    if (!file || file === indexPath) return sendIndex(reply);
    const headers: Record<string, string> = { 'cache-control': path.startsWith('assets/') ? IMMUTABLE : 'no-cache' };
    if (file.endsWith('.html')) headers['content-security-policy'] = csp;
    return sendFile(reply, file, headers);
  });
}
