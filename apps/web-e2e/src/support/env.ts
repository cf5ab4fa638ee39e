import type { FlowRole, OperatorSessions } from './operators';

/** Set by run-e2e.ts for the flow processes it starts. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the flows through apps/web-e2e/src/run-e2e.ts (nx run web-e2e:e2e)`);
  return value;
}

export const baseUrl = (): string => required('E2E_BASE_URL');
/**
 * The session token of the runner's operator with `role` (./operators.ts); the flows never
 * use the break-glass token.
 */
export const operatorToken = (role: FlowRole): string => {
  const sessions = JSON.parse(required('E2E_OPERATOR_SESSIONS')) as OperatorSessions;
  return sessions[role];
};
/** The log file of the server this flow runs against (one per shard). */
export const apiLogFile = (): string => required('E2E_API_LOG');
