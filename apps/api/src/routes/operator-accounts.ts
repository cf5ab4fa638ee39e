import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { secretBox } from '../auth/secret-box';
import { ok, BizError, Code } from '../http/envelope';
import { createOperator, listOperators, loginOperator, logoutOperator, updateOperator } from '../operator/accounts';
import { listAudit } from '../operator/audit';
import { DESK_MESSAGES, PASSWORD_MESSAGES } from '../operator/desk-messages';
import { OPERATOR_MESSAGES } from '../operator/messages';
import { changeOperatorPassword, mustChangePassword } from '../operator/password';
import { actorOf } from '../operator/require-admin';
import { readOperatorSettings, writeOperatorSetting } from '../operator/settings';
import { Throttle } from '../security/throttle';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
/** Operator logins count like the members' (docs/security.md): per address and per name, 10 minutes. */
const LOGIN_WINDOW_MS = 10 * 60 * 1000;
const TIME = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z?$' } as const;

/**
 * Operator accounts: the login (password + TOTP, throttled like the members' secrets), logout,
 * who am I, the admins' management of operators and the operator-side settings, and the audit
 * trail's reading. The login is the one /admin route the gate lets through without a session.
 */
export async function registerOperatorAccountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const throttle = new Throttle(db, ctx.now);
  const box = secretBox(config.accountSecretKey);

  app.post<{ Body: { username: string; password: string; totp: string } }>(
    '/admin/login',
    {
      schema: {
        body: {
          type: 'object',
          properties: { username: str(32), password: str(200), totp: str(12) },
          required: ['username', 'password', 'totp'],
        },
      },
    },
    async (request) => {
      const { username, password, totp } = request.body;
      if (!username.trim() || !password || !totp) throw new BizError(Code.invalidParam, DESK_MESSAGES.loginRequired);
      const nameKey = `operator-login:name:${username.trim().toLowerCase()}`;
      const allowed = await throttle.attempt([
        { key: `operator-login:ip:${request.ip}`, limit: config.authRateLimit.perIp, windowMs: LOGIN_WINDOW_MS },
        { key: nameKey, limit: config.authRateLimit.perName, windowMs: LOGIN_WINDOW_MS },
      ]);
      if (!allowed) throw new BizError(Code.tooManyRequests, ACCOUNT_MESSAGES.tooMany);
      const { token, operator } = await loginOperator(
        db,
        config.kdf,
        box,
        { username, password, totp },
        { ip: request.ip, requestId: request.id },
        ctx.now(),
      );
      await throttle.clear([nameKey]);
      return ok({ token, username: operator.username, role: operator.role, must_change_password: operator.mustChangePassword });
    },
  );

  app.post('/admin/logout', async (request) => {
    await logoutOperator(db, actorOf(request), ctx.now());
    return ok([], OPERATOR_MESSAGES.saved);
  });

  // The operator's own password: the one-time one must go at the first login (the gate allows
  // nothing else until then). The current password is a guessable secret: throttled per operator.
  app.post<{ Body: { old_password: string; new_password: string } }>(
    '/admin/password',
    {
      schema: {
        body: {
          type: 'object',
          properties: { old_password: str(200, 1), new_password: str(200, 1) },
          required: ['old_password', 'new_password'],
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const key = `operator-password:${actor.operatorId ?? actor.username}`;
      const allowed = await throttle.attempt([{ key, limit: config.authRateLimit.perName, windowMs: LOGIN_WINDOW_MS }]);
      if (!allowed) throw new BizError(Code.tooManyRequests, ACCOUNT_MESSAGES.tooMany);
      await changeOperatorPassword(
        db,
        config.kdf,
        actor,
        { oldPassword: request.body.old_password, newPassword: request.body.new_password },
        ctx.now(),
      );
      await throttle.clear([key]);
      return ok([], PASSWORD_MESSAGES.changed);
    },
  );

  // Who am I, and whether the one-time password still has to go (a console's first screen).
  app.get('/admin/me', async (request) => {
    const actor = actorOf(request);
    return ok({ username: actor.username, role: actor.role, must_change_password: await mustChangePassword(db, actor.operatorId) });
  });

  app.get('/admin/operators', async () => ok(await listOperators(db)));

  app.post<{ Body: { username: string; role: string } }>(
    '/admin/operators',
    { schema: { body: { type: 'object', properties: { username: str(32, 1), role: str(16, 1) }, required: ['username', 'role'] } } },
    async (request) => ok(await createOperator(db, config.kdf, box, request.body, actorOf(request), ctx.now()), OPERATOR_MESSAGES.saved),
  );

  app.post<{ Body: { username: string; role?: string; status?: 0 | 1; rekey?: boolean } }>(
    '/admin/operators/update',
    {
      schema: {
        body: {
          type: 'object',
          properties: { username: str(32, 1), role: str(16, 1), status: { type: 'integer', enum: [0, 1] }, rekey: { type: 'boolean' } },
          required: ['username'],
        },
      },
    },
    async (request) => ok(await updateOperator(db, config.kdf, box, request.body, actorOf(request), ctx.now()), OPERATOR_MESSAGES.saved),
  );

  app.get('/admin/settings', async () => ok(await readOperatorSettings(db)));

  app.post<{ Body: { key: string; value: string } }>(
    '/admin/settings',
    { schema: { body: { type: 'object', properties: { key: str(64, 1), value: str(64) }, required: ['key', 'value'] } } },
    async (request) => {
      await writeOperatorSetting(db, actorOf(request), request.body.key, request.body.value, ctx.now());
      return ok([], OPERATOR_MESSAGES.saved);
    },
  );

  app.get<{
    Querystring: { operator?: string; member?: string; action?: string; from?: string; to?: string; before?: string; limit?: string };
  }>(
    '/admin/audit',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            operator: str(32, 1),
            member: str(32, 1),
            action: str(64, 1),
            from: TIME,
            to: TIME,
            before: { type: 'string', pattern: '^\\d{1,15}$' },
            limit: { type: 'string', pattern: '^\\d{1,3}$' },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await listAudit(db, {
        operator: q.operator,
        member: q.member,
        action: q.action,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        before: q.before ? Number(q.before) : undefined,
        limit: Math.min(Math.max(Number(q.limit ?? 100), 1), 500),
      });
      return ok(rows);
    },
  );
}
