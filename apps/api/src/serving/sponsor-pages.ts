import { SPONSOR_TEXT } from './messages';
import { frameAncestors } from '../security/headers';
import type { FastifyInstance } from 'fastify';

type SponsorType = keyof typeof SPONSOR_TEXT;

/** Static pictures and text only: nothing to run, nothing loaded from elsewhere. Framed by /zhanzhuye. */
export const SPONSOR_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; ${frameAncestors('embedded')}`;

const HUES: Record<SponsorType, number> = { 1: 352, 2: 215 };

/** The partner picture, drawn here: a pitch, a shield and one or two stars (no club's logo). */
function picture(type: SponsorType, badge: string): string {
  const h = HUES[type];
  const stars = (type === 1 ? [375] : [335, 415])
    .map(
      (x) =>
        `<polygon transform="translate(${x - 375} 0)" points="375,70 386,96 414,98 393,116 400,144 375,129 350,144 357,116 336,98 364,96" fill="#ffd54a"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 420" role="img" aria-label="${badge}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,40%)"/><stop offset="1" stop-color="hsl(${(h + 30) % 360},75%,22%)"/></linearGradient></defs>` +
    `<rect width="750" height="420" fill="url(#g)"/>` +
    `<rect x="40" y="250" width="670" height="140" rx="10" fill="#2e7d32"/><line x1="375" y1="250" x2="375" y2="390" stroke="#fff" stroke-width="3"/>` +
    `<circle cx="375" cy="320" r="36" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<path d="M375 30 455 62v70c0 52-34 88-80 104-46-16-80-52-80-104V62Z" fill="#fff" opacity="0.15"/>${stars}` +
    `<text x="375" y="215" font-size="40" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">${badge}</text></svg>`
  );
}

export function sponsorPageHtml(type: SponsorType): string {
  const t = SPONSOR_TEXT[type];
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title>
<style>body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#333}
svg{display:block;width:100%;height:auto}main{padding:16px 16px 32px;line-height:1.8}h1{margin:0 0 8px;font-size:20px;color:#b00d26}p{margin:0 0 12px}</style>
</head><body>${picture(type, t.title)}<main><h1>${t.title}</h1>${t.lines.map((l) => `<p>${l}</p>`).join('')}</main></body></html>`;
}

/** /sponsor/1 and /sponsor/2: the partner pages of /zhanzhuye?type=1 and ?type=2. */
export function registerSponsorPages(app: FastifyInstance): void {
  for (const type of [1, 2] as const) {
    const html = sponsorPageHtml(type);
    app.get(`/sponsor/${type}`, (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SPONSOR_PAGE_CSP)
        .header('cache-control', 'no-cache')
        .send(html),
    );
  }
}
