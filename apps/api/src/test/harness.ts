import { buildApp } from '../app';
import { configFromEnv, type ServerConfig } from '../config';
import { openDb } from '../db/open-db';
import { seedIfEmpty } from '../seed';
import type { Db } from '../db/types';
import type { FastifyInstance } from 'fastify';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** The settings it runs with (a helper that writes as the server does needs its keys). */
  config: ServerConfig;
  /** http://127.0.0.1:<port> of the running server. */
  baseUrl: string;
  /** Raw request: status, headers and text of any response. */
  raw(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; text: string }>;
  /** POST (or GET) a call and return the parsed envelope. */
  call<T = unknown>(
    path: string,
    body?: unknown,
    opts?: { token?: string; method?: 'GET' | 'POST'; headers?: Record<string, string> },
  ): Promise<{ code: number; message: string; data: T }>;
  close(): Promise<void>;
}

/**
 * A seeded server on a fresh database: in-memory PGlite, or the PostgreSQL in
 * TEST_DATABASE_URL (emptied first) so the same suites run on both.
 */
/** The suites' settings: every test client comes from 127.0.0.1, so the per-address limits would
 * throttle whole suites; `env` adds settings (a suite that tests the limits). No ADMIN_TOKEN: the
 * suites call /admin as signed-in operators (test/operators.ts); the one that tests the
 * break-glass token gives it (operator/break-glass.test.ts). */
const testConfig = (env: Record<string, string> = {}, logLevel = 'silent') => ({
  ...configFromEnv({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    AUTH_RATE_PER_IP: '100000',
    SECRET_RATE_PER_IP: '100000',
    ...env,
  }),
  logLevel,
});

export async function startTestServer(
  opts: { now?: () => Date; env?: Record<string, string>; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> {
  const config = testConfig(opts.env, opts.logStream ? 'info' : 'silent');
  const url = process.env['TEST_DATABASE_URL'];
  if (url) await resetPostgres(url);
  const db = await openDb({ databaseUrl: url });
  await seedIfEmpty(db, config);
  const app = await buildApp({ db, config, now: opts.now, logger: Boolean(opts.logStream), logStream: opts.logStream });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const raw = async (path: string, init?: RequestInit) => {
    const res = await fetch(baseUrl + path, init);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  return {
    app,
    db,
    config,
    baseUrl,
    raw,
    async call(path, body, o = {}) {
      const headers: Record<string, string> = { ...o.headers };
      if (o.token) headers['authorization'] = `Bearer ${o.token}`;
      const method = o.method ?? 'POST';
      if (method === 'POST') headers['content-type'] = 'application/json';
      const res = await raw(path, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined });
      if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}: ${res.text}`);
      return JSON.parse(res.text);
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Empties the PostgreSQL test database (every suite that starts the API on it begins so). */
export async function resetPostgres(url: string): Promise<void> {
  const { openPostgresDb } = await import('../db/postgres-db');
  const db = await openPostgresDb(url, 1);
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await db.close();
}

/**
 * A second instance on the first one's database, as a fleet runs (the same settings, its own
 * caches): what one instance decides, the other must honour.
 */
export interface SecondInstance {
  app: FastifyInstance;
  baseUrl: string;
  /** POST a call with the member's token and return the parsed envelope (any HTTP status). */
  call<T = unknown>(path: string, body: object, token: string): Promise<{ code: number; message: string; data: T }>;
  close(): Promise<void>;
}

export async function startSecondInstance(db: Db, opts: { now?: () => Date; env?: Record<string, string> } = {}): Promise<SecondInstance> {
  const app = await buildApp({ db, config: testConfig(opts.env), now: opts.now, logger: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    baseUrl,
    async call(path, body, token) {
      const res = await fetch(baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; message: string; data: never };
    },
    close: () => app.close(),
  };
}

/** Registers a member as the site's form does (the captcha is the client's) and returns the session's token. */
export async function registerMember(s: Pick<TestServer, 'call'>, name: string, password: string): Promise<string> {
  const answer = await s.call<{ api_token: string }>('/api/register', {
    name,
    password,
    confirmPass: password,
    realname: '李娜',
    paypassword: '123456',
  });
  if (answer.code !== 200) throw new Error(`register ${name} answered ${answer.code}: ${answer.message}`);
  return answer.data.api_token;
}
