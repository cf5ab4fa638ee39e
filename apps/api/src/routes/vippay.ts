import { parseYuan } from '@h5/domain';
import { publicBase } from '../content/public-url';
import { readSiteConfig } from '../content/site-config';
import { siteAddress } from '../content/site-info';
import { BizError, ok } from '../http/envelope';
import { field, memberPost } from '../http/route-kit';
import { formatDateTime } from '../http/time';
import { chineseOnly } from '../i18n/request-locale';
import { requireYuan, yuanText } from '../money/amounts';
import { MONEY_MESSAGES } from '../money/messages';
import { confirmHandoff, findHandoff, startHandoff } from '../money/vippay';
import { depositGate } from '../protection/enforce';
import { VIPPAY_PAGE } from '../serving/messages';
import { paidPageHtml, payFailedPageHtml, payPageHtml } from '../serving/vippay-page';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The demo payment site's page; an operator points `vippay_url` (site config) at a real one. */
export const VIPPAY_PAGE_PATH = '/vippay/pay';
const TICKET = { type: 'string', maxLength: 100 } as const;

/** The payment page address of a hand-off: the configured one (or this server's demo page) plus ticket and amount. */
export function handoffUrl(configured: string, base: string, ticket: string, amount: string): string {
  const url = new URL(configured || `${base}${VIPPAY_PAGE_PATH}`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('amount', amount);
  return url.toString();
}

/**
 * VipPay (docs/product.md §4): the member's call that hands the browser to the payment site, and the demo
 * payment site itself (a standalone page: no script, nothing from elsewhere; its CSP and
 * framing are in security/headers.ts). Confirming there creates a pending deposit.
 */
export async function registerVippayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  memberPost(app, ctx, 'vippay', async (request, member) => {
    const amount = requireYuan(field(request, 'amount'));
    const base = publicBase(ctx.config, request);
    const siteUrl = await siteAddress(ctx.db, base);
    const ticket = await startHandoff(ctx.db, { userId: member.id, amount, siteUrl }, ctx.now(), depositGate);
    const { vippay_url } = await readSiteConfig(ctx.db, ['vippay_url']);
    return ok({ url: handoffUrl(vippay_url, base, ticket, yuanText(amount)) });
  });

  const html = 'text/html; charset=utf-8';

  app.get(
    VIPPAY_PAGE_PATH,
    {
      onRequest: chineseOnly,
      schema: { querystring: { type: 'object', properties: { ticket: TICKET, amount: { type: 'string', maxLength: 20 } } } },
    },
    async (request, reply) => {
      reply.type(html).header('cache-control', 'no-store');
      const query = request.query as { ticket?: string; amount?: string };
      const handoff = await findHandoff(ctx.db, query.ticket ?? '', ctx.now());
      if (!handoff) return reply.code(410).send(payFailedPageHtml(MONEY_MESSAGES.handoffExpired));
      if (handoff.order_no)
        return reply.send(paidPageHtml({ orderNo: handoff.order_no, amount: handoff.amount, siteUrl: handoff.site_url }));
      // The amount in the address must be the one the member asked for: an edited link pays nothing.
      if (parseYuan(query.amount ?? '') !== handoff.amount)
        return reply.code(400).send(payFailedPageHtml(VIPPAY_PAGE.amountMismatch, handoff.site_url));
      const { title } = await readSiteConfig(ctx.db, ['title']);
      return reply.send(
        payPageHtml({
          ticket: query.ticket ?? '',
          amount: handoff.amount,
          merchant: title,
          expires: formatDateTime(handoff.expires_at),
          siteUrl: handoff.site_url,
        }),
      );
    },
  );

  app.post(
    VIPPAY_PAGE_PATH,
    { onRequest: chineseOnly, schema: { body: { type: 'object', properties: { ticket: TICKET }, required: ['ticket'] } } },
    async (request, reply) => {
      reply.type(html).header('cache-control', 'no-store');
      const { ticket } = request.body as { ticket: string };
      try {
        const { handoff, orderNo } = await ctx.db.tx((q) => confirmHandoff(q, ticket, ctx.now(), depositGate));
        return reply.send(paidPageHtml({ orderNo, amount: handoff.amount, siteUrl: handoff.site_url }));
      } catch (err) {
        if (!(err instanceof BizError)) throw err;
        const handoff = await findHandoff(ctx.db, ticket, ctx.now());
        return reply.code(handoff ? 409 : 410).send(payFailedPageHtml(err.message, handoff?.site_url));
      }
    },
  );
}
