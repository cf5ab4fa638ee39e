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
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireMember` pre-handler; routes behind it may rely on it. */
    member: Member | null;
  }
}
