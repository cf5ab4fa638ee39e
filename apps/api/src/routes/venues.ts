import { hashToken, newToken } from '../auth/tokens';
import { BizError, Code, ok } from '../http/envelope';
import { field, memberPost } from '../http/route-kit';
import { yuan } from '../money/amounts';
import { placeBet } from '../money/bets';
import { lockMember } from '../money/ledger';
import { MONEY_MESSAGES } from '../money/messages';
import { adapterFor, autoTransfer, requireVenue } from '../money/wallet';
import { requireMayPlay } from '../protection/enforce';
import { DICE_CSS, DICE_JS, dicePageHtml, expiredPageHtml } from '../venues/dice-page';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A game session opened by a launch ticket lasts this long. */
const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
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

interface GameSession {
  user_id: number;
  venue_code: string;
  game_code: string;
}

/** getGameUrl and the built-in demo venues' game page. */
export async function registerVenuesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  memberPost(app, ctx, 'getGameUrl', async (request, member) => {
    const venue = await requireVenue(ctx.db, String(field(request, 'plat_name')), Code.notFound);
    const gameCode = String(field(request, 'game_type') ?? '0') || '0';
    const url = await ctx.db.tx(async (q) => {
      const at = ctx.now();
      await lockMember(q, member.id);
      await requireMayPlay(q, member.id, at);
      const adapter = adapterFor(venue.code);
      await adapter.registerPlayer(q, member.id, venue.code, at);
      const { rows } = await q.query<{ transferstatus: number }>('SELECT transferstatus FROM users WHERE id = $1', [member.id]);
      if (Number(rows[0].transferstatus) === 1) await autoTransfer(q, member.id, venue, at);
      await q.query('UPDATE users SET last_venue = $2 WHERE id = $1', [member.id, venue.code]);
      return adapter.launchUrl(q, { userId: member.id, venue: venue.code, gameCode, mobile: true, baseUrl: baseUrl(ctx, request) }, at);
    });
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
      const at = ctx.now();
      const { rows } = await ctx.db.query<GameSession & { name: string }>(
        `UPDATE venue_tickets t SET used_at = $2 FROM venues v
          WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND v.code = t.venue_code
          RETURNING t.user_id, t.venue_code, t.game_code, v.name`,
        [hashToken(ticket), at.toISOString()],
      );
      const opened = rows[0];
      if (!opened) return reply.code(410).send(expiredPageHtml());
      const session = newToken();
      await ctx.db.query(
        'INSERT INTO venue_sessions (token_hash, user_id, venue_code, game_code, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [hashToken(session), opened.user_id, opened.venue_code, opened.game_code, new Date(at.getTime() + SESSION_TTL_MS).toISOString()],
      );
      return reply.send(dicePageHtml(opened.name, session));
    },
  );

  const gameSession = async (request: FastifyRequest): Promise<GameSession & { category_id: string }> => {
    const token = (request.body as { session: string }).session;
    const { rows } = await ctx.db.query<GameSession & { category_id: string }>(
      `SELECT s.user_id, s.venue_code, s.game_code, v.category_id FROM venue_sessions s JOIN venues v ON v.code = s.venue_code
        WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [hashToken(token), ctx.now().toISOString()],
    );
    if (!rows[0]) throw new BizError(Code.sessionExpired, MONEY_MESSAGES.gameSessionInvalid);
    return { ...rows[0], user_id: Number(rows[0].user_id) };
  };

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
