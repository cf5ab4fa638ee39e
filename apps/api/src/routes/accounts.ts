import multipart from '@fastify/multipart';
import { requestSchemas } from '@h5/api-contract';
import { formatYuan } from '@h5/domain';
import { deviceOf, idempotencyKeyOf } from './account-security';
import { confirmedChange } from '../accounts/account-security';
import { AVATAR_MAX_BYTES, AVATAR_URL_PREFIX, sniffImage, storeAvatar } from '../accounts/avatar';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import {
  changePassword,
  changePayPassword,
  checkNewPassword,
  checkNewPayPassword,
  login,
  logoff,
  register,
  updateProfile,
} from '../accounts/service';
import { loadRefreshedUser, loadUserInfo } from '../accounts/user-info';
import { absoluteUrl, publicBase } from '../content/public-url';
import { BizError, Code, ok } from '../http/envelope';
import { centralBalance } from '../money/figures';
import { secretGuard } from '../security/guards';
import { filesDirFor } from '../serving/files-dir';
import { serveAvatar } from '../serving/uploads';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface NameBody {
  name: string;
}

export async function registerAccountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guard = secretGuard(ctx);
  const member = (request: FastifyRequest) => {
    if (!request.member) throw new BizError(Code.sessionExpired, ACCOUNT_MESSAGES.userNotFound);
    return request.member;
  };

  app.post<{ Body: NameBody & { password: string; confirmPass?: string; realname: string; paypassword: string; pid?: string } }>(
    '/api/register',
    { schema: { body: requestSchemas.register } },
    async (request) => {
      const data = await guard.auth('register', request, request.body.name, () =>
        register(ctx.db, ctx.config.kdf, request.body, request.ip, deviceOf(request)),
      );
      return ok(data, ACCOUNT_MESSAGES.registered);
    },
  );

  app.post<{ Body: NameBody & { password: string } }>('/api/login_pc', { schema: { body: requestSchemas.login_pc } }, async (request) => {
    const { name, password } = request.body;
    // A success clears the name's count, so the owner is not locked out by their own logins.
    return ok(
      await guard.auth('login', request, name, () => login(ctx.db, name, password, ctx.now(), deviceOf(request))),
      ACCOUNT_MESSAGES.loggedIn,
    );
  });

  // Authentication runs before body validation: a caller without a session learns nothing
  // about the call but 401.
  const memberCall = { schema: { body: requestSchemas.user }, preValidation: ctx.auth };

  app.post('/api/logoff', memberCall, async (request) => {
    await logoff(ctx.db, member(request).id, member(request).sessionId);
    return ok([], ACCOUNT_MESSAGES.loggedOut);
  });

  app.post('/api/user', memberCall, async (request) =>
    ok(await loadUserInfo(ctx.db, member(request).id, ctx.now(), publicBase(ctx.config, request))),
  );

  app.post('/api/refreshusermoney', memberCall, async (request) =>
    ok(await loadRefreshedUser(ctx.db, member(request).id, ctx.now(), publicBase(ctx.config, request)), ACCOUNT_MESSAGES.refreshed),
  );

  app.post('/api/balance', memberCall, async (request) => {
    return ok({ balance: formatYuan(await centralBalance(ctx.db, member(request).id)) });
  });

  app.post<{ Body: { email: string; mobile: string; birthday: string } }>(
    '/api/updateuserinfo',
    { schema: { body: requestSchemas.updateuserinfo }, preValidation: ctx.auth },
    async (request) => {
      await updateProfile(ctx.db, member(request).id, request.body);
      return ok([], ACCOUNT_MESSAGES.saved);
    },
  );

  app.post<{ Body: { password: string; paypassword: string } }>(
    '/api/editPassword',
    { schema: { body: requestSchemas.editPassword }, preValidation: ctx.auth },
    async (request) => {
      const id = member(request).id;
      // Form mistakes are not guesses: they are refused before the throttle counts anything.
      checkNewPassword(request.body.password, request.body.paypassword);
      await guard.guess(
        'password',
        request,
        id,
        () =>
          changePassword(ctx.db, ctx.config.kdf, id, request.body.password, request.body.paypassword, (q) =>
            confirmedChange(q, member(request), 'password', idempotencyKeyOf(request), ctx.now()),
          ),
        () => true,
      );
      return ok([], ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  app.post<{ Body: { password: string; paypassword: string } }>(
    '/api/editPayPassword',
    { schema: { body: requestSchemas.editPayPassword }, preValidation: ctx.auth },
    async (request) => {
      const id = member(request).id;
      checkNewPayPassword(request.body.paypassword);
      await guard.guess(
        'pay',
        request,
        id,
        () =>
          changePayPassword(ctx.db, ctx.config.kdf, id, request.body.password, request.body.paypassword, (q) =>
            confirmedChange(q, member(request), 'paypassword', idempotencyKeyOf(request), ctx.now()),
          ),
        () => true,
      );
      return ok([], ACCOUNT_MESSAGES.payPasswordChanged);
    },
  );

  await registerUpload(app, ctx, member);
}

async function registerUpload(app: FastifyInstance, ctx: AppContext, member: (r: FastifyRequest) => { id: number }) {
  const filesDir = filesDirFor(app, ctx.config);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post('/api/uploadimg', { preValidation: ctx.auth }, async (request) => {
    const userId = member(request).id;
    if (!request.isMultipart()) throw new BizError(Code.invalidParam, ACCOUNT_MESSAGES.fileRequired);
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new BizError(Code.invalidParam, ACCOUNT_MESSAGES.fileRequired);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new BizError(Code.invalidParam, ACCOUNT_MESSAGES.fileTooLarge);
      throw err;
    }
    const kind = sniffImage(bytes);
    if (!kind) throw new BizError(Code.invalidParam, ACCOUNT_MESSAGES.fileType);
    const path = await storeAvatar(ctx.db, userId, bytes, kind);
    const url = absoluteUrl(publicBase(ctx.config, request), path);
    return ok({ url, path: url }, ACCOUNT_MESSAGES.uploaded);
  });

  app.get<{ Params: { name: string } }>(`${AVATAR_URL_PREFIX}:name`, (request, reply) =>
    serveAvatar(ctx.db, filesDir, request.params.name, reply),
  );
}
