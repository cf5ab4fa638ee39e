import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PRODUCTION_KDF, TEST_KDF, type KdfParams } from './auth/passwords';
import { DEV_ACCOUNT_SECRET_KEY, parseAccountSecretKey } from './auth/secret-box';
import { DEFAULT_DB_SETTINGS, type DbSettings, dbSettingsFromEnv } from './db/settings';
import { parseTrustedProxies } from './http/trusted-proxies';

export interface ServerConfig {
  host: string;
  port: number;
  /** NODE_ENV=production: the safe defaults of docs/operations.md "Production settings". */
  production: boolean;
  /**
   * The demo site (DEMO=1; on by default outside production): the demo member and its money are
   * seeded into an empty database and DEMO_AUTO_APPROVE_SECONDS may approve deposits.
   */
  demo: boolean;
  /** Set → real PostgreSQL; unset → embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** Embedded data folder; undefined means in memory. */
  dataDir?: string;
  /**
   * Apply pending migrations at start (MIGRATE_ON_START, default 1). 0: the `migrate` step does
   * (docs/operations.md "Migrations"); the instance refuses to start while one is pending.
   */
  migrateOnStart: boolean;
  /**
   * SIGTERM: how long /readyz answers 503 while calls are still answered, before the instance
   * stops listening (SHUTDOWN_DRAIN_MS; docs/operations.md "Shutdown and drain").
   */
  shutdownDrainMs: number;
  /** The shared operator token (ADMIN_TOKEN): now only a break-glass, see `breakGlassToken`. */
  adminToken?: string;
  /**
   * OPERATOR_SEED_FILE: operators to create at start-up with the password and TOTP secret the
   * file gives (operator/seed-operators.ts), for the end-to-end and fleet runs; production
   * only with DEMO=1 (a real site's operators come from `npm run operator`).
   */
  operatorSeedFile?: string;
  /**
   * The token the operator gate accepts as break-glass (every use audited as such): ADMIN_TOKEN
   * outside production; in production only with ADMIN_BREAK_GLASS=1 beside it (docs/security.md
   * "Operators"). undefined: operators sign in with their own accounts only.
   */
  breakGlassToken?: string;
  /** Seconds after which new deposits approve themselves (demo); 0 = never. */
  demoAutoApproveSeconds: number;
  /** Built web app to serve from `/` (production mode); undefined = API only. */
  webDir?: string;
  /** Public address of this server, used in picture and game URLs. */
  publicUrl?: string;
  /**
   * The AES-256 key TOTP secrets are sealed with (ACCOUNT_SECRET_KEY, docs/security.md "Second
   * factors and confirmations"); a fixed development key outside production and in the demo;
   * production without it does not start.
   */
  accountSecretKey: Buffer;
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
  /** Live money (docs/api.md, Live money): the event stream and its outbox (PUSH_*; docs/api.md "Live money"). */
  push: PushSettings;
  /** Prometheus metrics on a listener of their own (METRICS_PORT, METRICS_HOST); null: off (docs/operations.md, Metrics). */
  metrics: { host: string; port: number } | null;
  /**
   * The ledger check inside the server, every this many seconds (LEDGER_CHECK_INTERVAL_S; 0: off;
   * default 900, off under NODE_ENV=test); one instance at a time (docs/operations.md, Ledger check).
   */
  ledgerCheckIntervalS: number;
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

/** Start-up settings that are wrong: every bad one is named, none of their secret values shown. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`the server cannot start with these settings (docs/operations.md "Production settings"):\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The default drain (SHUTDOWN_DRAIN_MS): a balancer checking /readyz every second takes an
 * instance out after two failed checks (deploy/haproxy.cfg: inter 1s fall 2), plus a second.
 */
export const DEFAULT_DRAIN_MS = 3_000;

/** Settings that may hold a secret: each is also read from the file its `*_FILE` names. */
export const SECRET_SETTINGS = ['DATABASE_URL', 'ADMIN_TOKEN', 'ACCOUNT_SECRET_KEY'] as const;

/** The shortest operator token production accepts (a long random one: docs/security.md). */
export const MIN_ADMIN_TOKEN_LENGTH = 24;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads settings, noting each bad one instead of stopping at the first. */
class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  text(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? undefined : value;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const text = this.text(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max}, got ${text}`);
      return fallback;
    }
    return value;
  }

  flag(name: string): boolean {
    const text = this.text(name);
    if (text === undefined || text === '0') return false;
    if (text === '1') return true;
    this.problems.push(`${name} must be 0 or 1, got ${text}`);
    return false;
  }

  /** NAME, or the contents of the file NAME_FILE names (one trailing newline dropped); never both. */
  secret(name: string): string | undefined {
    const direct = this.text(name);
    const file = this.text(`${name}_FILE`);
    if (file === undefined) return direct;
    if (direct !== undefined) {
      this.problems.push(`${name} and ${name}_FILE are both set: set one`);
      return direct;
    }
    try {
      const value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      if (value === '') this.problems.push(`${name}_FILE: ${file} is empty`);
      return value || undefined;
    } catch (err) {
      this.problems.push(`${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      return undefined;
    }
  }

  /** A setting read by a function that throws on a bad value (its message names it). */
  checked<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (err) {
      this.problems.push((err as Error).message);
      return fallback;
    }
  }
}

function pushSettingsFromEnv(r: Reader): PushSettings {
  return {
    events: r.text('PUSH_EVENTS') === undefined ? true : r.flag('PUSH_EVENTS'),
    maxStreams: r.int('PUSH_MAX_STREAMS', 10_000, 0, 1_000_000),
    maxPerMember: r.int('PUSH_MAX_STREAMS_PER_MEMBER', 3, 1, 100),
    heartbeatMs: r.int('PUSH_HEARTBEAT_MS', 20_000, 100, 600_000),
  };
}

/**
 * Reads the environment once at start-up; everything else gets the config object. Every
 * setting is checked and every bad one named in one ConfigError. With NODE_ENV=production the
 * demo is off unless DEMO=1 (no demo member, no demo money, no deposit approving itself) and
 * the embedded database must be asked for (DATABASE=embedded): docs/operations.md.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const r = new Reader(env);
  const production = env['NODE_ENV'] === 'production';
  // Outside production (tests, `tsx watch`) the demo is on, as it always was.
  const demo = production ? r.flag('DEMO') : r.text('DEMO') !== '0';
  const port = r.int('PORT', 3000, 0, 65535);
  // Read again by cluster.ts; checked here so that it is named with the others.
  r.int('WORKERS', 1, 1, 64);
  const databaseUrl = r.secret('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
    r.problems.push('DATABASE_URL must be a postgres://… address (its value is not shown)');
  const database = r.text('DATABASE');
  if (database !== undefined && database !== 'embedded') r.problems.push(`DATABASE must be "embedded" or unset, got ${database}`);
  if (database === 'embedded' && databaseUrl) r.problems.push('DATABASE=embedded and DATABASE_URL are both set: set one');
  if (production && !databaseUrl && database !== 'embedded' && !demo)
    r.problems.push(
      'NODE_ENV=production needs DATABASE_URL=postgres://… (or DATABASE_URL_FILE); to run on the embedded database ' +
        'in DATA_DIR instead, say so with DATABASE=embedded',
    );
  const dataDir = env['DATA_DIR'] === ':memory:' ? undefined : resolve(env['DATA_DIR'] ?? '.data/pglite');
  const adminToken = r.secret('ADMIN_TOKEN');
  if (production && !demo && adminToken !== undefined && adminToken.length < MIN_ADMIN_TOKEN_LENGTH)
    r.problems.push(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters in production (its value is not shown)`);
  const breakGlass = r.text('ADMIN_BREAK_GLASS') === undefined ? false : r.flag('ADMIN_BREAK_GLASS');
  if (breakGlass && !adminToken) r.problems.push('ADMIN_BREAK_GLASS=1 needs ADMIN_TOKEN (or ADMIN_TOKEN_FILE) beside it');
  const operatorSeedFile = r.text('OPERATOR_SEED_FILE');
  if (operatorSeedFile !== undefined && production && !demo)
    r.problems.push('OPERATOR_SEED_FILE chooses operators’ passwords: production allows it only with DEMO=1 (use npm run operator)');
  const demoAutoApproveSeconds = r.int('DEMO_AUTO_APPROVE_SECONDS', 0, 0, 86_400);
  if (demoAutoApproveSeconds > 0 && !demo)
    r.problems.push('DEMO_AUTO_APPROVE_SECONDS approves deposits by itself: production allows it only with DEMO=1');
  const webDir = env['WEB_DIR'] ? resolve(env['WEB_DIR']) : undefined;
  if (webDir && !existsSync(join(webDir, 'index.html')))
    r.problems.push(`WEB_DIR: ${webDir} has no index.html (build the web app first: npx nx run web:build)`);
  const secretKeyText = r.secret('ACCOUNT_SECRET_KEY');
  // Production seals with its own key or does not start: a start without one would leave the
  // operators unable to log in and the members without their authenticator app.
  if (!secretKeyText && production && !demo)
    r.problems.push(
      'NODE_ENV=production needs ACCOUNT_SECRET_KEY (or ACCOUNT_SECRET_KEY_FILE), the key TOTP secrets are sealed with: ' +
        'make one with `openssl rand -hex 32`, keep it out of the database backups, give every instance the same one',
    );
  const accountSecretKey = secretKeyText
    ? r.checked(() => parseAccountSecretKey(secretKeyText), DEV_ACCOUNT_SECRET_KEY)
    : DEV_ACCOUNT_SECRET_KEY;
  const publicUrl = r.text('PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(publicUrl))
    r.problems.push(`PUBLIC_URL must be an http(s):// address, got ${publicUrl}`);
  const logLevel = r.text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) r.problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${logLevel}`);
  const config: ServerConfig = {
    host: r.text('HOST') ?? '127.0.0.1',
    port,
    production,
    demo,
    databaseUrl,
    dataDir,
    migrateOnStart: r.text('MIGRATE_ON_START') === undefined ? true : r.flag('MIGRATE_ON_START'),
    adminToken,
    breakGlassToken: adminToken && (!production || breakGlass) ? adminToken : undefined,
    operatorSeedFile: operatorSeedFile ? resolve(operatorSeedFile) : undefined,
    shutdownDrainMs: r.int('SHUTDOWN_DRAIN_MS', DEFAULT_DRAIN_MS, 0, 300_000),
    demoAutoApproveSeconds: demo ? demoAutoApproveSeconds : 0,
    webDir,
    publicUrl,
    accountSecretKey,
    kdf: env['NODE_ENV'] === 'test' ? TEST_KDF : PRODUCTION_KDF,
    logLevel,
    filesDir: env['FILES_DIR'] ? resolve(env['FILES_DIR']) : dataDir ? join(dirname(dataDir), 'files') : undefined,
    authRateLimit: { perIp: r.int('AUTH_RATE_PER_IP', 30, 1, 10_000_000), perName: r.int('AUTH_RATE_PER_NAME', 10, 1, 10_000_000) },
    secretRateLimit: {
      perMember: r.int('SECRET_RATE_PER_MEMBER', 5, 1, 10_000_000),
      perIp: r.int('SECRET_RATE_PER_IP', 30, 1, 10_000_000),
    },
    trustedProxies: r.checked(() => parseTrustedProxies(env['TRUSTED_PROXIES']), []),
    database: r.checked(() => dbSettingsFromEnv(env), DEFAULT_DB_SETTINGS),
    push: pushSettingsFromEnv(r),
    metrics: metricsSettingsFromEnv(r, port),
    ledgerCheckIntervalS: r.int('LEDGER_CHECK_INTERVAL_S', env['NODE_ENV'] === 'test' ? 0 : 900, 0, 86_400),
  };
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return config;
}

/** Never the public port: an operator's scraper reaches it, players do not (docs/operations.md, Metrics). */
function metricsSettingsFromEnv(r: Reader, publicPort: number): ServerConfig['metrics'] {
  if (r.text('METRICS_PORT') === undefined) return null;
  const port = r.int('METRICS_PORT', 0, 0, 65535);
  if (port !== 0 && port === publicPort) r.problems.push(`METRICS_PORT must not be the public PORT (${port})`);
  return { host: r.text('METRICS_HOST') ?? r.text('HOST') ?? '127.0.0.1', port };
}
