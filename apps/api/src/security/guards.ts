import { SECURITY_MESSAGES } from './messages';
import { Throttle, type ThrottleRule } from './throttle';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { BizError, Code } from '../http/envelope';
import type { AppContext } from '../context';
import type { FastifyRequest } from 'fastify';

/** The secrets a signed-in member is asked for: the pay password, the login password, an authenticator app's code. */
export type MemberSecret = 'pay' | 'password' | 'totp';
const MEMBER_SECRETS: readonly MemberSecret[] = ['pay', 'password', 'totp'];
type AuthAction = 'login' | 'register';
const AUTH_ACTIONS: readonly AuthAction[] = ['login', 'register'];

/** Login and registration count over 10 minutes (as before); member secrets over 15. */
const AUTH_WINDOW_MS = 10 * 60 * 1000;
const SECRET_WINDOW_MS = 15 * 60 * 1000;

/** The counter keys, in one place so that the operator can lift exactly what a lock holds. */
export const throttleKeys = {
  secretOfMember: (secret: MemberSecret, userId: number) => `${secret}:m:${userId}`,
  secretOfIp: (secret: MemberSecret, ip: string) => `${secret}:ip:${ip}`,
  authOfName: (action: AuthAction, name: string) => `${action}:name:${name.trim().toLowerCase()}`,
  authOfIp: (action: AuthAction, ip: string) => `${action}:ip:${ip}`,
  /** Every key that can lock a member out. */
  ofMember: (userId: number, username: string) => [
    ...MEMBER_SECRETS.map((s) => throttleKeys.secretOfMember(s, userId)),
    throttleKeys.authOfName('login', username),
  ],
  /** Every key that can lock a client address out. */
  ofIp: (ip: string) => [
    ...MEMBER_SECRETS.map((s) => throttleKeys.secretOfIp(s, ip)),
    ...AUTH_ACTIONS.map((a) => throttleKeys.authOfIp(a, ip)),
  ],
};

/**
 * The one throttle in front of every secret that gates money or an account. A member secret
 * (pay password on withdraw, bind card / USDT address and editPayPassword; old password on
 * editPassword) is counted per member and per client address; once over the limit the guess
 * is refused before it is looked at, so right and wrong guesses get the same answer. A right
 * answer clears the member's counter and takes its own try back from the address's (so the
 * address counts wrong answers only; clearing it would let one's own account buy guesses at
 * another's).
 */
export function secretGuard(ctx: Pick<AppContext, 'db' | 'now' | 'config'>) {
  const throttle = new Throttle(ctx.db, ctx.now);
  const limits = ctx.config.secretRateLimit;
  const auth = ctx.config.authRateLimit;
  const tooMany = () => new BizError(Code.tooManyRequests, ACCOUNT_MESSAGES.tooMany);

  return {
    throttle,

    /** Runs `check` as one guess of `secret`; `isRight` tells whether the answer matched. */
    async guess<T>(
      secret: MemberSecret,
      request: FastifyRequest,
      userId: number,
      check: () => Promise<T>,
      isRight: (result: T) => boolean,
    ): Promise<T> {
      const memberKey = throttleKeys.secretOfMember(secret, userId);
      const ipKey = throttleKeys.secretOfIp(secret, request.ip);
      const rules: ThrottleRule[] = [
        { key: memberKey, limit: limits.perMember, windowMs: SECRET_WINDOW_MS },
        { key: ipKey, limit: limits.perIp, windowMs: SECRET_WINDOW_MS },
      ];
      if (!(await throttle.attempt(rules))) throw new BizError(Code.tooManyRequests, SECURITY_MESSAGES.secretLocked);
      const result = await check();
      if (isRight(result)) {
        await throttle.clear([memberKey]);
        await throttle.refund([ipKey]);
      }
      return result;
    },

    /**
     * Login: every attempt counts against the client address, attempts against the name until
     * one succeeds. Registration: every attempt counts against both.
     */
    async auth<T>(action: AuthAction, request: FastifyRequest, name: string, run: () => Promise<T>): Promise<T> {
      const nameKey = throttleKeys.authOfName(action, name);
      const rules: ThrottleRule[] = [
        { key: throttleKeys.authOfIp(action, request.ip), limit: auth.perIp, windowMs: AUTH_WINDOW_MS },
        { key: nameKey, limit: auth.perName, windowMs: AUTH_WINDOW_MS },
      ];
      if (!(await throttle.attempt(rules))) throw tooMany();
      const result = await run();
      if (action === 'login') await throttle.clear([nameKey]);
      return result;
    },
  };
}

export type SecretGuard = ReturnType<typeof secretGuard>;
