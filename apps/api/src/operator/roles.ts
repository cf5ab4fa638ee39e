/**
 * The operator roles (docs/security.md "Operators") and which of them may call each /admin
 * route. The gate (./gate.ts) reads this table before any body is read; a route under /admin
 * that is missing from it is refused to everyone (the table test fails too), so a new route
 * cannot be open by forgetting it.
 */
export const ROLES = ['admin', 'finance', 'risk', 'content', 'support'] as const;
export type Role = (typeof ROLES)[number];
/** Who acted, in the audit: an operator's role, or the shared token, or the command line. */
export type ActorRole = Role | 'break-glass' | 'cli';

const ANY: readonly Role[] = ROLES;
/** Reading members and orders: support's whole job, and what finance and risk decide on. */
const READERS: readonly Role[] = ['support', 'finance', 'risk'];

/** `METHOD path` (the route as registered) → the roles allowed. */
export const ROUTE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  // Every signed-in operator: who am I, sign out.
  'GET /admin/me': ANY,
  'POST /admin/logout': ANY,
  'POST /admin/password': ANY,
  // admin: operators, settings, maintenance, the site's receiving accounts and pay ways.
  'GET /admin/operators': ['admin'],
  'POST /admin/operators': ['admin'],
  'POST /admin/operators/update': ['admin'],
  'POST /admin/maintenance': ['admin'],
  'POST /admin/config': ['admin'],
  'GET /admin/settings': ['admin', 'finance'],
  'POST /admin/settings': ['admin'],
  'GET /admin/receiving-accounts': ['admin', 'finance'],
  'POST /admin/receiving-accounts': ['admin'],
  'POST /admin/pay-channels': ['admin'],
  // The audit trail: admin, and risk (who investigates).
  'GET /admin/audit': ['admin', 'risk'],
  // finance: deposits, withdrawals, adjustments, settlement, the four-eyes queue.
  'POST /admin/deposits/decide': ['finance'],
  'POST /admin/withdrawals/decide': ['finance'],
  'POST /admin/balance/adjust': ['finance'],
  'POST /admin/bets/settle': ['finance'],
  'GET /admin/approvals': ['finance'],
  'POST /admin/approvals/decide': ['finance'],
  // risk: freeze, force logout, throttle lifts, protection read.
  'POST /admin/members/freeze': ['risk'],
  'POST /admin/members/unfreeze': ['risk'],
  'POST /admin/members/logout': ['risk'],
  'POST /admin/throttle/lift': ['risk'],
  'GET /admin/protection': ['risk'],
  // content: messages, notices, activities, the red-packet window.
  'POST /admin/messages': ['content'],
  'GET /admin/notices': ['content', 'support'],
  'POST /admin/notices': ['content'],
  'POST /admin/notices/edit': ['content'],
  'POST /admin/notices/delete': ['content'],
  'POST /admin/activities/decide': ['content'],
  'POST /admin/redpackets/window': ['content'],
  // support (and the deciders): read members and orders; changes nothing.
  'GET /admin/members': READERS,
  'GET /admin/members/view': READERS,
  'GET /admin/orders/pending': READERS,
};

/** What a session still on a one-time password may call (./password.ts): the change, who am I, logout. */
export const PASSWORD_CHANGE_ROUTES: ReadonlySet<string> = new Set(['POST /admin/password', 'GET /admin/me', 'POST /admin/logout']);

/** The routes the gate lets through without a session (the login itself). */
export const OPEN_ROUTES: ReadonlySet<string> = new Set(['POST /admin/login']);

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
