import { formatYuan } from '@h5/domain';
import { memberByName } from '../accounts/members';
import { BizError, Code, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { findMembers, postMessage, postNotice, setConfig, setMaintenance } from '../operator/admin-content';
import { OPERATOR_MESSAGES } from '../operator/messages';
import { operatorApiOn } from '../operator/require-admin';
import { secretGuard, throttleKeys } from '../security/guards';
import { SECURITY_MESSAGES } from '../security/messages';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const LONG_TEXT = 20_000;
const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const flag = { type: ['string', 'integer'], enum: [0, 1, '0', '1'] } as const;

/**
 * The operator API (non-money part): maintenance, messages, notices, config, member look-up.
 * The token is checked by the operator gate (first request hook); with no token configured
 * these routes do not exist.
 */
export async function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!operatorApiOn(ctx.config)) return;
  const { db } = ctx;

  app.post<{ Body: { site_state: 0 | 1 | '0' | '1'; repair_tips?: string } }>(
    '/admin/maintenance',
    {
      schema: { body: { type: 'object', properties: { site_state: flag, repair_tips: str(500) }, required: ['site_state'] } },
    },
    async (request) => {
      await setMaintenance(db, String(request.body.site_state), request.body.repair_tips);
      return ok([], OPERATOR_MESSAGES.saved);
    },
  );

  app.post<{ Body: { title: string; content: string; username?: string } }>(
    '/admin/messages',
    {
      schema: {
        body: {
          type: 'object',
          properties: { title: str(64, 1), content: str(LONG_TEXT, 1), username: str(32) },
          required: ['title', 'content'],
        },
      },
    },
    async (request) => ok(await postMessage(db, request.body), OPERATOR_MESSAGES.saved),
  );

  app.post<{ Body: { text: string } }>(
    '/admin/notices',
    { schema: { body: { type: 'object', properties: { text: str(200, 1) }, required: ['text'] } } },
    async (request) => ok(await postNotice(db, request.body.text), OPERATOR_MESSAGES.saved),
  );

  app.post<{ Body: { key: string; value: string } }>(
    '/admin/config',
    { schema: { body: { type: 'object', properties: { key: str(64, 1), value: str(LONG_TEXT) }, required: ['key', 'value'] } } },
    async (request) => {
      await setConfig(db, request.body.key, request.body.value);
      return ok([], OPERATOR_MESSAGES.saved);
    },
  );

  // Lifts the secret throttle's locks of a member (pay password, old password, login name)
  // and/or of a client address, e.g. after the member called support.
  const guard = secretGuard(ctx);
  app.post<{ Body: { username?: string; ip?: string } }>(
    '/admin/throttle/lift',
    { schema: { body: { type: 'object', properties: { username: str(32, 1), ip: str(64, 1) } } } },
    async (request) => {
      const { username, ip } = request.body;
      if (!username && !ip) throw new BizError(Code.invalidParam, SECURITY_MESSAGES.liftTargetRequired);
      const keys = ip ? throttleKeys.ofIp(ip) : [];
      if (username) {
        const found = await memberByName(db, username);
        if (!found) throw new BizError(Code.notFound, OPERATOR_MESSAGES.memberNotFound);
        keys.push(...throttleKeys.ofMember(found.id, found.username));
      }
      return ok({ cleared: await guard.throttle.clear(keys) }, SECURITY_MESSAGES.lifted);
    },
  );

  app.get<{ Querystring: { username?: string } }>(
    '/admin/members',
    { schema: { querystring: { type: 'object', properties: { username: str(32) } } } },
    async (request) => {
      const rows = await findMembers(db, request.query.username ?? '');
      return ok(
        rows.map((m) => ({
          id: m.id,
          username: m.username,
          realname: m.realname,
          vip: m.vip,
          balance: formatYuan(Number(m.balance)),
          paysum: formatYuan(Number(m.paysum)),
          created_at: formatDateTime(m.created_at),
        })),
      );
    },
  );
}
