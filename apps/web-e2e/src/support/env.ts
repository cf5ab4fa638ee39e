/** Set by run-e2e.ts for the flow processes it starts. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the flows through apps/web-e2e/src/run-e2e.ts (nx run web-e2e:e2e)`);
  return value;
}

export const baseUrl = (): string => required('E2E_BASE_URL');
export const adminToken = (): string => required('E2E_ADMIN_TOKEN');
/** The log file of the server this flow runs against (one per shard). */
export const apiLogFile = (): string => required('E2E_API_LOG');
