import { PUSH_STREAM_PATH, SECURITY_PATHS } from '@h5/api-contract';
import type { FastifyRequest } from 'fastify';

/**
 * What a withdraw-only session may do (docs/api.md, Player protection): a member in a time-out or self-exclusion
 * logs in with the right password, is refused with the end date, and gets a session that can
 * only get their money out (the player's money is theirs): read the balances, pull the venues'
 * money back to the central wallet, list and add payout accounts, withdraw, read the
 * withdrawals' records, follow the balance live, log out. require-member.ts answers every
 * other member call of such a session 231 with the end date; this list is the one place that
 * says which calls those are.
 */
const ALWAYS = () => true;

/** gettransrecord only for its withdrawal records (type 2): deposits and transfers are not theirs to browse now. */
const withdrawalRecords = (request: FastifyRequest) => Number((request.body as { type?: unknown } | undefined)?.type) === 2;

const WITHDRAW_ONLY_CALLS: Readonly<Record<string, (request: FastifyRequest) => boolean>> = {
  '/api/user': ALWAYS,
  '/api/refreshusermoney': ALWAYS,
  '/api/balance': ALWAYS,
  '/api/balancelist': ALWAYS,
  // 一键回收: the venues' money back to the central wallet, the one a withdrawal draws on. Moving
  // money into a venue (transfer) stays refused.
  '/api/transall': ALWAYS,
  '/api/getBetAmount': ALWAYS,
  '/api/getcard': ALWAYS,
  // A member with no payout account must be able to add one, or the money could not leave.
  '/api/bindcard': ALWAYS,
  '/api/withdraw': ALWAYS,
  // A member with a passkey or TOTP confirms the withdrawal (and a new payout account) first
  // (docs/security.md): without these the money of a member in a time-out could not leave.
  [SECURITY_PATHS.confirmBegin]: ALWAYS,
  [SECURITY_PATHS.confirmFinish]: ALWAYS,
  '/api/gettransrecord': withdrawalRecords,
  '/api/logoff': ALWAYS,
  [PUSH_STREAM_PATH]: ALWAYS,
};

/** The member paths a withdraw-only session may call, for the docs' test. */
export const WITHDRAW_ONLY_PATHS = Object.keys(WITHDRAW_ONLY_CALLS);

/** Whether a withdraw-only session may make this call (its route's path, and for records its type). */
export function allowedWithdrawOnly(request: FastifyRequest): boolean {
  const allows = WITHDRAW_ONLY_CALLS[request.routeOptions.url ?? ''];
  return allows ? allows(request) : false;
}
