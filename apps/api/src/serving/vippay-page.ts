import { formatYuan } from '@h5/domain';
import { VIPPAY_PAGE as T } from './messages';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The site's screens the payment page links back to (the web app's hash routes). */
export const siteLink = (siteUrl: string, route: '/transRecord' | '/recharge') => `${siteUrl.replace(/\/+$/, '')}/#${route}`;

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
header{background:#2b3a67;color:#fff;padding:14px 16px;font-size:18px;font-weight:600}main{max-width:480px;margin:0 auto;padding:16px}
section{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px}dl{margin:0}dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #eef0f3}
dt{color:#5c6370;flex:1 1 auto;min-width:4em}dd{margin:0;flex:0 0 auto;max-width:65%;text-align:right;overflow-wrap:anywhere}.amount{font-size:30px;font-weight:700;text-align:center;margin:8px 0 4px;color:#2b3a67}
.label{text-align:center;color:#5c6370;margin:0}button{width:100%;padding:14px;border:0;border-radius:24px;background:#2b3a67;color:#fff;font-size:17px}
a{display:block;text-align:center;color:#2b3a67;padding:12px;font-size:15px}p.note{font-size:13px;color:#5c6370;line-height:1.6}h1{font-size:20px;text-align:center;margin:8px 0}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>${T.title}</header><main>${body}</main></body></html>`;
}

const rows = (pairs: Array<[string, string]>) =>
  `<dl>${pairs.map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`).join('')}</dl>`;

/** The checkout: amount, merchant, deadline and one form that posts the ticket back to this page. */
export function payPageHtml(p: { ticket: string; amount: number; merchant: string; expires: string; siteUrl: string }): string {
  return layout(
    T.title,
    `<section><p class="label">${T.amount}</p><p class="amount">¥${formatYuan(p.amount)}</p>${rows([
      [T.merchant, p.merchant],
      [T.expires, p.expires],
    ])}</section>
<form method="post"><input type="hidden" name="ticket" value="${escapeHtml(p.ticket)}"><button type="submit">${T.confirm}</button></form>
<p class="note">${T.demoNote}</p>
<a href="${escapeHtml(siteLink(p.siteUrl, '/recharge'))}">${T.cancel}</a>`,
  );
}

/** After the confirm: the order made, and the way back to the site's transaction records. */
export function paidPageHtml(p: { orderNo: string; amount: number; siteUrl: string }): string {
  return layout(
    T.doneTitle,
    `<section><h1>${T.doneTitle}</h1><p class="amount">¥${formatYuan(p.amount)}</p>${rows([[T.orderNo, p.orderNo]])}<p class="note">${T.doneNote}</p></section>
<a href="${escapeHtml(siteLink(p.siteUrl, '/transRecord'))}">${T.backToSite}</a>`,
  );
}

/** An unknown, expired or altered hand-off; the site link when the hand-off is known. */
export function payFailedPageHtml(message: string, siteUrl?: string): string {
  const back = siteUrl ? `<a href="${escapeHtml(siteLink(siteUrl, '/recharge'))}">${T.backToRecharge}</a>` : '';
  return layout(T.failedTitle, `<section><h1>${T.failedTitle}</h1><p class="note">${escapeHtml(message)}</p></section>${back}`);
}
