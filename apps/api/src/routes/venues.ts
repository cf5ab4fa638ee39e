import { BizError, Code, ok } from '../http/envelope';
import { field, memberPost } from '../http/route-kit';
import { yuan } from '../money/amounts';
import { placeBet } from '../money/bets';
import { MONEY_MESSAGES } from '../money/messages';
import { adapterFor, requireVenue } from '../money/wallet';
import { DICE_CSS, DICE_JS, dicePageHtml, expiredPageHtml } from '../venues/dice-page';
import { launchGame, openGameSession, requireGameSession } from '../venues/service';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MAX_STAKE_YUAN = 100_000;

const SESSION_BODY = {
  type: 'object',
  properties: {
    session: { type: 'string', minLength: 20, maxLength: 100 },
    stake: { type: ['integer', 'string'], maxLength: 12 },
    pick: { type: 'string', enum: ['big', 'small'] },
    pending: { type: 'boolean' },
  },
  required: ['session'],
} as const;

/** getGameUrl and the built-in demo venues' game page. */
export async function registerVenuesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  memberPost(app, ctx, 'getGameUrl', async (request, member) => {
    const venue = await requireVenue(ctx.db, String(field(request, 'plat_name')), Code.notFound);
    const gameCode = String(field(request, 'game_type') ?? '0') || '0';
    const url = await launchGame(ctx.db, { userId: member.id, venue, gameCode, baseUrl: baseUrl(ctx, request) }, ctx.now());
    return ok({ url });
  });

  app.get('/venue/play.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DICE_JS),
  );
  app.get('/venue/play.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DICE_CSS),
  );

  // The launch ticket works once and for a few minutes; it opens a game session.
  app.get(
    '/venue/play',
    { schema: { querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 100 } }, required: [] } } },
    async (request, reply) => {
      // Its CSP (scripts and styles from this server only) and framing: security/headers.ts.
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const ticket = (request.query as { ticket?: string }).ticket ?? '';
      const opened = await openGameSession(ctx.db, ticket, ctx.now());
      if (!opened) return reply.code(410).send(expiredPageHtml());
      return reply.send(dicePageHtml(opened.venueName, opened.session));
    },
  );

  const gameSession = (request: FastifyRequest) => requireGameSession(ctx.db, (request.body as { session: string }).session, ctx.now());

  app.post('/venue/api/state', { schema: { body: SESSION_BODY } }, async (request) => {
    const s = await gameSession(request);
    return ok({ balance: yuan(await adapterFor(s.venue_code).balance(ctx.db, s.user_id, s.venue_code)), venue: s.venue_code });
  });

  app.post('/venue/api/bet', { schema: { body: SESSION_BODY } }, async (request) => {
    const s = await gameSession(request);
    const body = request.body as { stake?: string | number; pick?: 'big' | 'small'; pending?: boolean };
    const stake = /^[1-9]\d{0,5}$/.test(String(body.stake ?? '')) ? Number(body.stake) : 0;
    if (stake < 1 || stake > MAX_STAKE_YUAN) throw new BizError(Code.invalidParam, MONEY_MESSAGES.stakeInvalid);
    if (body.pick !== 'big' && body.pick !== 'small') throw new BizError(Code.invalidParam, MONEY_MESSAGES.pickInvalid);
    const pick = body.pick;
    const result = await ctx.db.tx((q) =>
      placeBet(
        q,
        {
          userId: s.user_id,
          venue: s.venue_code,
          category: s.category_id,
          gameCode: s.game_code,
          stake: stake * 100,
          pick,
          settleNow: !body.pending,
        },
        ctx.now(),
      ),
    );
    return ok({
      bet_id: result.betId,
      dice: result.dice,
      outcome: result.outcome,
      win_loss: yuan(result.winLoss),
      balance: yuan(result.balance),
    });
  });
}

/** The address the member's browser reached this server on (PUBLIC_URL when configured). */
function baseUrl(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
