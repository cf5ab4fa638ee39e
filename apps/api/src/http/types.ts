export interface ApiEnvelopeLike<T> {
  code: number;
  message: string;
  data: T;
}

/** The member behind a valid bearer token. */
export interface Member {
  id: number;
  username: string;
  sessionId: number;
  /**
   * Set on a withdraw-only session (docs/api.md, Player protection: a login during a time-out or self-exclusion):
   * the exclusion's end, until which the session may make only the calls of
   * auth/withdraw-only.ts. null on every other session.
   */
  withdrawOnlyUntil: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireMember` pre-handler; routes behind it may rely on it. */
    member: Member | null;
  }
}
