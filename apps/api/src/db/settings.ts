/**
 * How the server uses PostgreSQL (DATABASE_URL); the embedded database ignores these.
 * Every value is an environment setting (docs/operations.md says what an operator sees).
 */
export interface DbSettings {
  /** Connections per API process (DB_POOL_SIZE). The fleet's total must stay under max_connections. */
  poolSize: number;
  /**
   * Longest wait for a connection, new or a free one from the pool (DB_CONNECT_TIMEOUT_MS).
   * While the database is away, or every connection is busy, a call is refused after this.
   */
  connectTimeoutMs: number;
  /**
   * statement_timeout of the server's sessions (DB_STATEMENT_TIMEOUT_MS; 0 = none). The client
   * also gives up on a statement a little later, for a server that went silent.
   */
  statementTimeoutMs: number;
  /** idle_in_transaction_session_timeout of the server's sessions (DB_IDLE_IN_TX_TIMEOUT_MS; 0 = none). */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DB_SETTINGS: DbSettings = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** Migrations may rebuild a large table: no statement limit, one connection. */
export const MIGRATION_DB_SETTINGS: DbSettings = {
  ...DEFAULT_DB_SETTINGS,
  poolSize: 1,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
};

/** Reads the DB_* settings; a bad value stops start-up with its name. */
export function dbSettingsFromEnv(env: NodeJS.ProcessEnv): DbSettings {
  const read = (name: string, fallback: number, min: number, max: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${text}`);
    return value;
  };
  const d = DEFAULT_DB_SETTINGS;
  return {
    poolSize: read('DB_POOL_SIZE', d.poolSize, 1, 1000),
    connectTimeoutMs: read('DB_CONNECT_TIMEOUT_MS', d.connectTimeoutMs, 100, 120_000),
    statementTimeoutMs: read('DB_STATEMENT_TIMEOUT_MS', d.statementTimeoutMs, 0, 3_600_000),
    idleInTransactionTimeoutMs: read('DB_IDLE_IN_TX_TIMEOUT_MS', d.idleInTransactionTimeoutMs, 0, 3_600_000),
  };
}
