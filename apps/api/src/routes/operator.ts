import { formatYuan } from '@h5/domain';
import { BizError, Code, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { changeNotice, findMembers, listNotices, postMessage, postNotice, setConfig, setMaintenance } from '../operator/admin-content';
import { auditedLift } from '../operator/members-desk';
import { OPERATOR_MESSAGES } from '../operator/messages';
import { actorOf } from '../operator/require-admin';
import { throttleKeys } from '../security/guards';
import { SECURITY_MESSAGES } from '../security/messages';
import { Throttle } from '../security/throttle';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import type { FastifyInstance } from 'fastify';

const LONG_TEXT = 20_000;
const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const ID = { type: 'integer', minimum: 1 } as const;
const flag = { type: ['string', 'integer'], enum: [0, 1, '0', '1'] } as const;

/**
 * The operator API (non-money part): maintenance, messages, notices, config, member look-up.
 * The operator gate (first request hook) checks the session and the role (operator/roles.ts)
 * before any body is read; every change writes its audit row in its own transaction.
 */
export async function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post<{ Body: { site_state: 0 | 1 | '0' | '1'; repair_tips?: string } }>(
    '/admin/maintenance',
    {
      schema: { body: { type: 'object', properties: { site_state: flag, repair_tips: str(500) }, required: ['site_state'] } },
    },
    async (request) => {
      await setMaintenance(db, actorOf(request), String(request.body.site_state), request.body.repair_tips, ctx.now());
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
    async (request) => ok(await postMessage(db, actorOf(request), request.body, ctx.now()), OPERATOR_MESSAGES.saved),
  );

  app.post<{ Body: { text: string } }>(
    '/admin/notices',
    { schema: { body: { type: 'object', properties: { text: str(200, 1) }, required: ['text'] } } },
    async (request) => ok(await postNotice(db, actorOf(request), request.body.text, ctx.now()), OPERATOR_MESSAGES.saved),
  );

  app.get('/admin/notices', async () => ok(await listNotices(db)));

  app.post<{ Body: { id: number; text: string } }>(
    '/admin/notices/edit',
    { schema: { body: { type: 'object', properties: { id: ID, text: str(200, 1) }, required: ['id', 'text'] } } },
    async (request) => {
      await changeNotice(db, actorOf(request), request.body.id, request.body.text, ctx.now());
      return ok([], OPERATOR_MESSAGES.saved);
    },
  );

  app.post<{ Body: { id: number } }>(
    '/admin/notices/delete',
    { schema: { body: { type: 'object', properties: { id: ID }, required: ['id'] } } },
    async (request) => {
      await changeNotice(db, actorOf(request), request.body.id, null, ctx.now());
      return ok([], OPERATOR_MESSAGES.saved);
    },
  );

  app.post<{ Body: { key: string; value: string } }>(
    '/admin/config',
    { schema: { body: { type: 'object', properties: { key: str(64, 1), value: str(LONG_TEXT) }, required: ['key', 'value'] } } },
    async (request) => {
      await setConfig(db, actorOf(request), request.body.key, request.body.value, ctx.now());
      return ok([], OPERATOR_MESSAGES.saved);
    },
  );

  // Lifts the secret throttle's locks of a member (pay password, old password, login name)
  // and/or of a client address, e.g. after the member called support.
  app.post<{ Body: { username?: string; ip?: string } }>(
    '/admin/throttle/lift',
    { schema: { body: { type: 'object', properties: { username: str(32, 1), ip: str(64, 1) } } } },
    async (request) => {
      const { username, ip } = request.body;
      if (!username && !ip) throw new BizError(Code.invalidParam, SECURITY_MESSAGES.liftTargetRequired);
      const keysOf = (member: { id: number; username: string } | null) => [
        ...(ip ? throttleKeys.ofIp(ip) : []),
        ...(member ? throttleKeys.ofMember(member.id, member.username) : []),
      ];
      const clear = (q: Queryable, keys: string[]) => new Throttle(q, ctx.now).clear(keys);
      return ok({ cleared: await auditedLift(db, actorOf(request), { username, ip }, keysOf, clear, ctx.now()) }, SECURITY_MESSAGES.lifted);
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
          status: Number(m.status) === 0 ? 'frozen' : 'active',
          created_at: formatDateTime(m.created_at),
        })),
      );
    },
  );
}
