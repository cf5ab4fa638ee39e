import { dirname, join, resolve } from 'node:path';
import { PRODUCTION_KDF, TEST_KDF, type KdfParams } from './auth/passwords';
import { type DbSettings, dbSettingsFromEnv } from './db/settings';
import { parseTrustedProxies } from './http/trusted-proxies';

export interface ServerConfig {
  host: string;
  port: number;
  /** Set → real PostgreSQL; unset → embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** Embedded data folder; undefined means in memory. */
  dataDir?: string;
  /** Operator API bearer token; the operator API is off when unset. */
  adminToken?: string;
  /** Seconds after which new deposits approve themselves (demo); 0 = never. */
  demoAutoApproveSeconds: number;
  /** Built web app to serve from `/` (production mode); undefined = API only. */
  webDir?: string;
  /** Public address of this server, used in picture and game URLs. */
  publicUrl?: string;
  kdf: KdfParams;
  logLevel: string;
  /** Uploaded files (avatars) and generated pictures; undefined = a temporary folder. */
  filesDir?: string;
  /** Login/register attempts allowed per client address and per name in a 10-minute window. */
  authRateLimit: { perIp: number; perName: number };
  /** Wrong pay/old-password guesses allowed per member and per client address in 15 minutes. */
  secretRateLimit: { perMember: number; perIp: number };
  /** Load balancers whose X-Forwarded-For gives the client address (IPs/CIDRs); empty = none. */
  trustedProxies: string[];
  /** PostgreSQL pool size and timeouts (DB_POOL_SIZE, DB_*_TIMEOUT_MS; docs/operations.md). */
  database: DbSettings;
  /** Live money (issue 31): the event stream and its outbox (PUSH_*; docs/api.md "Live money"). */
  push: PushSettings;
  /** Prometheus metrics on a listener of their own (METRICS_PORT, METRICS_HOST); null: off (docs/operations.md, Metrics). */
  metrics: { host: string; port: number } | null;
}

export interface PushSettings {
  /** false (PUSH_EVENTS=0): no outbox, no stream; the clients poll as the site's did. */
  events: boolean;
  /** Streams one instance holds at most (PUSH_MAX_STREAMS); beyond, a new one is refused with 503. */
  maxStreams: number;
  /** Streams per member on one instance (PUSH_MAX_STREAMS_PER_MEMBER); a new one closes the oldest. */
  maxPerMember: number;
  /** A heartbeat comment this often (PUSH_HEARTBEAT_MS). */
  heartbeatMs: number;
}

function pushSettingsFromEnv(env: NodeJS.ProcessEnv): PushSettings {
  const read = (name: string, fallback: number, min: number, max: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${text}`);
    return value;
  };
  return {
    events: env['PUSH_EVENTS'] !== '0',
    maxStreams: read('PUSH_MAX_STREAMS', 10_000, 0, 1_000_000),
    maxPerMember: read('PUSH_MAX_STREAMS_PER_MEMBER', 3, 1, 100),
    heartbeatMs: read('PUSH_HEARTBEAT_MS', 20_000, 100, 600_000),
  };
}

/** Reads the environment once at start-up; everything else gets the config object. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env['PORT']}`);
  const dataDir = env['DATA_DIR'] === ':memory:' ? undefined : resolve(env['DATA_DIR'] ?? '.data/pglite');
  return {
    host: env['HOST'] ?? '127.0.0.1',
    port,
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir,
    adminToken: env['ADMIN_TOKEN'] || undefined,
    demoAutoApproveSeconds: Number(env['DEMO_AUTO_APPROVE_SECONDS'] ?? 0),
    webDir: env['WEB_DIR'] ? resolve(env['WEB_DIR']) : undefined,
    publicUrl: env['PUBLIC_URL'] || undefined,
    kdf: env['NODE_ENV'] === 'test' ? TEST_KDF : PRODUCTION_KDF,
    logLevel: env['LOG_LEVEL'] ?? 'info',
    filesDir: env['FILES_DIR'] ? resolve(env['FILES_DIR']) : dataDir ? join(dirname(dataDir), 'files') : undefined,
    authRateLimit: { perIp: Number(env['AUTH_RATE_PER_IP'] ?? 30), perName: Number(env['AUTH_RATE_PER_NAME'] ?? 10) },
    secretRateLimit: { perMember: Number(env['SECRET_RATE_PER_MEMBER'] ?? 5), perIp: Number(env['SECRET_RATE_PER_IP'] ?? 30) },
    trustedProxies: parseTrustedProxies(env['TRUSTED_PROXIES']),
    database: dbSettingsFromEnv(env),
    push: pushSettingsFromEnv(env),
    metrics: metricsSettingsFromEnv(env),
  };
}

/** Never the public port: an operator's scraper reaches it, players do not (docs/operations.md, Metrics). */
function metricsSettingsFromEnv(env: NodeJS.ProcessEnv): ServerConfig['metrics'] {
  const text = env['METRICS_PORT'];
  if (text === undefined || text === '') return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be 0-65535, got ${text}`);
  if (port !== 0 && String(port) === (env['PORT'] ?? '3000')) throw new Error(`METRICS_PORT must not be the public PORT (${port})`);
  return { host: env['METRICS_HOST'] ?? env['HOST'] ?? '127.0.0.1', port };
}
