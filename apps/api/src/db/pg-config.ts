import type { DbSettings } from './settings';
import type pg from 'pg';

/**
 * The client gives up on a statement this long after the server's statement_timeout should
 * have ended it: only a server or network gone silent (no reset, no answer) gets that far.
 */
const SILENT_SERVER_MARGIN_MS = 3_000;
/** TCP keep-alive probes start after this much silence, so a dead peer is noticed eventually. */
const KEEPALIVE_AFTER_MS = 10_000;

/** Connection settings shared by the pool and by single sessions (session.ts). */
export function pgClientConfig(url: string, s: DbSettings): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: s.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
    ...(s.statementTimeoutMs > 0
      ? { statement_timeout: s.statementTimeoutMs, query_timeout: s.statementTimeoutMs + SILENT_SERVER_MARGIN_MS }
      : {}),
    ...(s.idleInTransactionTimeoutMs > 0 ? { idle_in_transaction_session_timeout: s.idleInTransactionTimeoutMs } : {}),
  };
}
