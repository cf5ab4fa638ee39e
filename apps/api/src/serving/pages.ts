import { PAGE_TEXT } from './messages';
import type { FastifyInstance } from 'fastify';

const page = (title: string, lines: string[]) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{margin:0;font-family:sans-serif;background:#f5f6f8;color:#333}header{background:#c8102e;color:#fff;padding:14px 16px;font-size:18px}main{padding:16px;line-height:1.7}</style>
</head><body><header>${title}</header><main>${lines.map((l) => `<p>${l}</p>`).join('')}</main></body></html>`;

/** Static pages the seeded kf_url (/service) and agent_login_url (/agent) point at. */
export function registerPages(app: FastifyInstance): void {
  const service = page(PAGE_TEXT.serviceTitle, [PAGE_TEXT.serviceBody, PAGE_TEXT.serviceHours]);
  const agent = page(PAGE_TEXT.agentTitle, [PAGE_TEXT.agentBody]);
  // Their CSP and framing (framed by the web app's /kefu) are stated in security/headers.ts.
  app.get('/service', (_req, reply) => reply.type('text/html; charset=utf-8').send(service));
  app.get('/agent', (_req, reply) => reply.type('text/html; charset=utf-8').send(agent));
}
