import type { ActorRole } from './roles';

/**
 * Who is acting, as the audit records it: the operator (null id for the break-glass token and
 * the command line), the role they acted in, and where the call came from.
 */
export interface Actor {
  operatorId: number | null;
  username: string;
  role: ActorRole;
  ip: string;
  requestId: string;
  /** The operator session behind the call (null: break-glass token, command line). */
  sessionId: number | null;
}

/** The command line (`npm run operator`): no session, no address. */
export const cliActor = (who: string): Actor => ({
  operatorId: null,
  username: who,
  role: 'cli',
  ip: 'cli',
  requestId: `cli-${Date.now()}`,
  sessionId: null,
});
