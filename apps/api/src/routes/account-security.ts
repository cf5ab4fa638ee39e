import { SECURITY_PATHS } from '@h5/api-contract';
import {
  beginConfirmation,
  beginPasskeyLogin,
  beginPasskeyRegistration,
  beginTotp,
  enableTotp,
  finishConfirmation,
  finishPasskeyLogin,
  finishPasskeyRegistration,
  removeMemberPasskey,
  securityOverview,
  turnOffTotp,
} from '../accounts/account-security';
import { isConfirmAction, type Binding } from '../accounts/confirmations';
import { endDevice, endOtherDevices, listDevices, requireIdleMinutes, setIdleMinutes } from '../accounts/devices';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { renamePasskey, requirePasskeyName } from '../accounts/passkeys';
import { SECURITY_ACCOUNT_MESSAGES } from '../accounts/security-messages';
import { loginAnswer } from '../accounts/service';
import { sealPlainTotpSecrets } from '../accounts/totp';
import { relyingParty } from '../accounts/webauthn-party';
import { secretBox } from '../auth/secret-box';
import { BizError, Code, ok } from '../http/envelope';
import { HTTP_MESSAGES } from '../http/messages';
import { positiveId, requireYuan } from '../money/amounts';
import { requireLimitAmount } from '../protection/service';
import { secretGuard } from '../security/guards';
import type { SessionDevice } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Member } from '../http/types';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
const EMPTY = { type: 'object', properties: {} } as const;
const ID = {
  anyOf: [
    { type: 'integer', minimum: 1 },
    { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
  ],
} as const;
const WEBAUTHN_RESPONSE = { type: 'object', maxProperties: 10 } as const;

/** The Idempotency-Key the call carries (the one a confirmation was bound to); undefined when none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header))
    throw new BizError(Code.invalidParam, HTTP_MESSAGES.badParamField('Idempotency-Key'));
  return header;
}

/** A payout card number or address as a binding names it (spaces never count). */
export const destinationText = (value: unknown): string => String(value ?? '').replace(/\s+/g, '');

export const deviceOf = (request: FastifyRequest): SessionDevice => ({
  userAgent: String(request.headers['user-agent'] ?? ''),
  ip: request.ip,
  locale: request.locale,
  method: 'password',
});

/** The four things a confirmation binds, read exactly as the action's own call reads them. */
function bindingOf(body: Record<string, unknown>, idemKey: string): Binding {
  const action = body['action'];
  if (!isConfirmAction(action)) throw new BizError(Code.invalidParam, HTTP_MESSAGES.badParamField('action'));
  const dest = body['destination'];
  switch (action) {
    case 'withdraw': {
      const card = positiveId(dest);
      if (!card) throw new BizError(Code.invalidParam, HTTP_MESSAGES.badParamField('destination'));
      return { action, amount: requireYuan(body['amount']), destination: String(card), idemKey };
    }
    case 'bindcard':
      return { action, amount: null, destination: destinationText(dest), idemKey };
    case 'limit':
      return { action, amount: requireLimitAmount(body['amount'] ?? ''), destination: String(dest ?? ''), idemKey };
    case 'passkey-remove': {
      const id = positiveId(dest);
      if (!id) throw new BizError(Code.invalidParam, HTTP_MESSAGES.badParamField('destination'));
      return { action, amount: null, destination: String(id), idemKey };
    }
    default:
      return { action, amount: null, destination: null, idemKey };
  }
}

/** Account security (docs/api.md "Account security"); every member call's session is checked before its body. */
export async function registerAccountSecurityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guard = secretGuard(ctx);
  const box = secretBox(ctx.config.accountSecretKey);
  // Secrets stored before they were sealed are sealed once the server is up (docs/security.md).
  app.addHook('onReady', async () => {
    try {
      const sealed = await sealPlainTotpSecrets(ctx.db, box);
      if (sealed > 0) app.log.info({ sealed }, 'TOTP secrets sealed');
    } catch (err) {
      app.log.warn({ err }, 'TOTP secrets could not be sealed now; the next start tries again');
    }
  });
  const rpOf = (request: FastifyRequest) => relyingParty(request, ctx.config.publicUrl);
  const needRp = (request: FastifyRequest) => {
    const rp = rpOf(request);
    if (!rp) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.passkeyFailed);
    return rp;
  };
  const post = (path: string, schema: object, handler: (request: FastifyRequest, m: Member) => Promise<unknown>) =>
    app.post(path, { schema: { body: schema }, preValidation: ctx.auth }, (request) => handler(request, request.member as Member));
  const body = (request: FastifyRequest) => request.body as Record<string, unknown>;

  post(SECURITY_PATHS.overview, EMPTY, async (_request, m) => ok(await securityOverview(ctx.db, m)));

  post(
    SECURITY_PATHS.confirmBegin,
    {
      type: 'object',
      properties: { action: { type: 'string', maxLength: 20 }, destination: { type: ['string', 'integer'] } },
      required: ['action'],
    },
    async (request, m) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.confirmKeyRequired);
      return ok(await beginConfirmation(ctx.db, m, rpOf(request), bindingOf(body(request), key), ctx.now()));
    },
  );

  post(
    SECURITY_PATHS.confirmFinish,
    {
      type: 'object',
      properties: { challenge_id: ID, response: WEBAUTHN_RESPONSE, code: { type: 'string', maxLength: 10 } },
      required: ['challenge_id'],
    },
    async (request, m) => {
      const b = body(request);
      const input = {
        challengeId: Number(b['challenge_id']),
        response: b['response'] as AuthenticationResponseJSON | undefined,
        code: typeof b['code'] === 'string' ? b['code'] : undefined,
      };
      // A TOTP code is a guessable secret: counted by the throttle like the pay password.
      const by = input.response
        ? await finishConfirmation(ctx.db, m, { rp: rpOf(request), box }, input, ctx.now())
        : await guard.guess(
            'totp',
            request,
            m.id,
            () => finishConfirmation(ctx.db, m, { rp: null, box }, input, ctx.now()),
            () => true,
          );
      return ok({ by }, SECURITY_ACCOUNT_MESSAGES.confirmed);
    },
  );

  post(SECURITY_PATHS.passkeyRegisterBegin, EMPTY, async (request, m) =>
    ok(await beginPasskeyRegistration(ctx.db, m, needRp(request), idempotencyKeyOf(request), ctx.now())),
  );

  post(
    SECURITY_PATHS.passkeyRegisterFinish,
    {
      type: 'object',
      properties: { challenge_id: ID, response: WEBAUTHN_RESPONSE, name: { type: 'string' } },
      required: ['challenge_id', 'response'],
    },
    async (request, m) => {
      const b = body(request);
      const added = await finishPasskeyRegistration(
        ctx.db,
        m,
        needRp(request),
        {
          challengeId: Number(b['challenge_id']),
          response: b['response'] as RegistrationResponseJSON,
          name: requirePasskeyName(b['name']),
        },
        ctx.now(),
      );
      return ok(added, SECURITY_ACCOUNT_MESSAGES.passkeyAdded);
    },
  );

  post(
    SECURITY_PATHS.passkeyRename,
    { type: 'object', properties: { id: ID, name: { type: 'string' } }, required: ['id', 'name'] },
    async (request, m) => {
      const b = body(request);
      await renamePasskey(ctx.db, m.id, Number(b['id']), requirePasskeyName(b['name']));
      return ok([], SECURITY_ACCOUNT_MESSAGES.passkeyRenamed);
    },
  );

  post(SECURITY_PATHS.passkeyRemove, { type: 'object', properties: { id: ID }, required: ['id'] }, async (request, m) => {
    await removeMemberPasskey(ctx.db, m, Number(body(request)['id']), idempotencyKeyOf(request), ctx.now());
    return ok([], SECURITY_ACCOUNT_MESSAGES.passkeyRemoved);
  });

  // Passkey login: public calls; each challenge asked for counts against the client address
  // (as password logins do), so nobody fills the table with them.
  app.post(SECURITY_PATHS.passkeyLoginBegin, { schema: { body: EMPTY } }, async (request) => {
    const rule = { key: `passkey-login:ip:${request.ip}`, limit: ctx.config.authRateLimit.perIp, windowMs: 10 * 60_000 };
    if (!(await guard.throttle.attempt([rule]))) throw new BizError(Code.tooManyRequests, ACCOUNT_MESSAGES.tooMany);
    return ok(await beginPasskeyLogin(ctx.db, needRp(request), ctx.now()));
  });
  app.post(
    SECURITY_PATHS.passkeyLoginFinish,
    {
      schema: {
        body: { type: 'object', properties: { challenge_id: ID, response: WEBAUTHN_RESPONSE }, required: ['challenge_id', 'response'] },
      },
    },
    async (request) => {
      const b = request.body as Record<string, unknown>;
      const opened = await finishPasskeyLogin(
        ctx.db,
        needRp(request),
        { challengeId: Number(b['challenge_id']), response: b['response'] as AuthenticationResponseJSON },
        ctx.now(),
        deviceOf(request),
      );
      return ok(loginAnswer(opened), SECURITY_ACCOUNT_MESSAGES.confirmed);
    },
  );

  post(SECURITY_PATHS.totpBegin, EMPTY, async (request, m) =>
    ok(await beginTotp(ctx.db, box, m, idempotencyKeyOf(request), ctx.now()), SECURITY_ACCOUNT_MESSAGES.totpStarted),
  );
  post(
    SECURITY_PATHS.totpEnable,
    { type: 'object', properties: { code: { type: 'string', maxLength: 10 } }, required: ['code'] },
    async (request, m) => {
      const code = String(body(request)['code']);
      await guard.guess(
        'totp',
        request,
        m.id,
        () => enableTotp(ctx.db, box, m, code, ctx.now()),
        () => true,
      );
      return ok([], SECURITY_ACCOUNT_MESSAGES.totpOn);
    },
  );
  post(SECURITY_PATHS.totpDisable, EMPTY, async (request, m) => {
    await turnOffTotp(ctx.db, m, idempotencyKeyOf(request), ctx.now());
    return ok([], SECURITY_ACCOUNT_MESSAGES.totpOff);
  });

  post(SECURITY_PATHS.sessions, EMPTY, async (_request, m) => ok(await listDevices(ctx.db, m)));
  post(SECURITY_PATHS.sessionEnd, { type: 'object', properties: { id: ID }, required: ['id'] }, async (request, m) => {
    await ctx.db.tx((q) => endDevice(q, m, Number(body(request)['id'])));
    return ok([], SECURITY_ACCOUNT_MESSAGES.sessionEnded);
  });
  post(SECURITY_PATHS.sessionsEndOthers, EMPTY, async (_request, m) => {
    await ctx.db.tx((q) => endOtherDevices(q, m));
    return ok([], SECURITY_ACCOUNT_MESSAGES.sessionsEnded);
  });
  post(
    SECURITY_PATHS.idle,
    { type: 'object', properties: { minutes: { type: ['integer', 'string'] } }, required: ['minutes'] },
    async (request, m) => {
      const minutes = requireIdleMinutes(body(request)['minutes']);
      await setIdleMinutes(ctx.db, m.id, minutes);
      return ok({ idle_minutes: minutes }, SECURITY_ACCOUNT_MESSAGES.idleSaved);
    },
  );
}
