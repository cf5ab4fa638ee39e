import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { configFromEnv } from '../../config';
import { readBooks } from '../../fleet/fleet-check';
import { type FleetMember, setUpFleet } from '../../fleet/fleet-setup';
import { seedIfEmpty } from '../../seed';
import { openDb } from '../open-db';
import { type KeptSession, keepSession } from '../session';
import { withStartupLock } from '../startup-lock';
import { type ApiProcess, startApiProcess } from './api-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import type { Db } from '../types';

/**
 * The API (its own process, as `npm start` runs it) talks to PostgreSQL through a
 * proxy this test controls. Money calls run under load; the proxy resets every connection and
 * refuses new ones for CUT_MS, then lets them through. The process must live, /readyz go 503
 * and back, every answer during the cut be an envelope within the bound, calls succeed after,
 * retries with the same Idempotency-Key apply once, and the books be exact.
 * Runs on PostgreSQL only (TEST_DATABASE_URL; the embedded database has no connection to lose).
 */
const DATABASE_URL = process.env['TEST_DATABASE_URL'];
const onPostgres = DATABASE_URL ? describe : describe.skip;

const MEMBERS = 12;
const LOOPS_PER_MEMBER = 2;
const LOAD_BEFORE_CUT_MS = 1_500;
const CUT_MS = 4_000;
const LOAD_AFTER_RETURN_MS = 2_000;
/** Default DB_CONNECT_TIMEOUT_MS (5 s) plus a margin: far under a client's 30 s. */
const ANSWER_BOUND_MS = 6_500;
const READY_DOWN_WITHIN_MS = 2_000;
const BUSY = { code: 503, message: '服务器繁忙，请稍后再试' };
const VENUES = ['ag', 'sb', 'ky'];

interface Sent {
  kind: 'transferIn' | 'transferOut';
  member: FleetMember;
  body: Record<string, unknown>;
  key: string;
  sentAt: number;
  answeredAt: number;
  status: number | 'no answer';
  code?: number;
  message?: string;
  error?: string;
}

onPostgres('the server survives its database (docs/operations.md, When the database goes away)', () => {
  let db: Db;
  let proxy: TcpProxy;
  let api: ApiProcess;
  let members: FleetMember[];
  let listener: KeptSession | undefined;
  let releaseHolder: (() => void) | undefined;
  const filesDir = mkdtempSync(join(tmpdir(), 'h5-db-outage-files-'));

  beforeAll(async () => {
    const url = DATABASE_URL as string;
    const reset = new pg.Client({ connectionString: url });
    await reset.connect();
    await reset.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await reset.end();
    db = await openDb({ databaseUrl: url });
    await seedIfEmpty(db, configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:' }));
    members = (await setUpFleet(db, MEMBERS, new Date())).members;
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    api = await startApiProcess({
      DATABASE_URL: proxy.urlFor(url),
      LOG_LEVEL: 'warn',
      FILES_DIR: filesDir,
      SECRET_RATE_PER_MEMBER: '100000',
      SECRET_RATE_PER_IP: '100000',
      AUTH_RATE_PER_IP: '100000',
    });
  }, 60_000);

  afterAll(async () => {
    releaseHolder?.();
    await listener?.close();
    await api?.stop();
    await proxy?.close();
    await db?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('lives through a cut, answers 服务器繁忙 within the bound, recovers by itself, and keeps the books exact', async () => {
    const sent: Sent[] = [];
    const send = async (s: Omit<Sent, 'sentAt' | 'answeredAt' | 'status'>): Promise<Sent> => {
      const record: Sent = { ...s, sentAt: Date.now(), answeredAt: 0, status: 'no answer' };
      try {
        const res = await fetch(`${api.base}/api/transfer`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${s.member.token}`, 'idempotency-key': s.key },
          body: JSON.stringify(s.body),
          signal: AbortSignal.timeout(30_000),
        });
        record.status = res.status;
        const json = JSON.parse(await res.text()) as { code: number; message: string };
        record.code = json.code;
        record.message = json.message;
      } catch (err) {
        record.error = String((err as { cause?: Error }).cause ?? err);
      }
      record.answeredAt = Date.now();
      sent.push(record);
      // A server that is gone refuses at once: do not spin.
      if (record.error) await sleep(50);
      return record;
    };

    // Probes a balancer would make, every 100 ms.
    const probes: Array<{ at: number; path: string; status: number | 'no answer' }> = [];
    let probing = true;
    const probe = async (path: string) => {
      while (probing) {
        const at = Date.now();
        const status = await fetch(api.base + path, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 'no answer' as const,
        );
        probes.push({ at, path, status });
        await sleep(100);
      }
    };
    const probing$ = Promise.all([probe('/readyz'), probe('/healthz')]);

    // A LISTEN session (what live money keeps open) and a start-up lock holder, both cut with the rest.
    const heard: string[] = [];
    let listenConnects = 0;
    listener = keepSession(proxy.urlFor(DATABASE_URL as string), {
      label: 'listen (test)',
      onConnect: async (client) => {
        listenConnects++;
        client.on('notification', (n) => heard.push(String(n.payload)));
        await client.query('LISTEN h5_outage_probe');
      },
    });
    await listener.ready();
    const holderDone = withStartupLock(proxy.urlFor(DATABASE_URL as string), () => new Promise<void>((r) => (releaseHolder = r)));

    // Load: each member keeps transferring in and out of the venues, every call with its own key.
    let loading = true;
    const loop = async (member: FleetMember, lane: number) => {
      for (let n = 0; loading; n++) {
        const into = (n + lane) % 2 === 0;
        const venue = VENUES[(n + lane + member.id) % VENUES.length];
        await send({
          kind: into ? 'transferIn' : 'transferOut',
          member,
          key: `outage-${member.id}-${lane}-${n}-${randomBytes(3).toString('hex')}`,
          body: into
            ? { sourcetype: 'userbalance', targettype: venue, amount: 1 + (n % 9) }
            : { sourcetype: venue, targettype: 'userbalance', amount: 1 + ((n * 5) % 9) },
        });
      }
    };
    const load = Promise.all(members.flatMap((m) => Array.from({ length: LOOPS_PER_MEMBER }, (_, lane) => loop(m, lane))));

    await sleep(LOAD_BEFORE_CUT_MS);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(CUT_MS);
    await proxy.allow();
    const backAt = Date.now();
    await sleep(LOAD_AFTER_RETURN_MS);
    const firstGood = () => sent.filter((s) => s.sentAt >= backAt && s.code === 200).sort((a, b) => a.answeredAt - b.answeredAt)[0];
    for (let waited = 0; !firstGood() && waited < 10_000; waited += 200) await sleep(200);
    loading = false;
    await load;
    // Today's failure (before; docs/operations.md, When the database goes away): node-postgres's unhandled 'error' event ended the process.
    if (api.exited() !== null)
      throw new Error(`the API process exited (${api.exited()}) when the database went away:\n${api.output().slice(-1500)}`);
    const readyAgain = async () => {
      for (let waited = 0; waited < 10_000; waited += 100) {
        if (probes.some((p) => p.path === '/readyz' && p.at >= backAt && p.status === 200)) return true;
        await sleep(100);
      }
      return false;
    };
    expect(await readyAgain()).toBe(true);
    probing = false;
    await probing$;

    // The migration lock: the holder's session died in the cut, so the server released it.
    releaseHolder?.();
    await holderDone.catch(() => undefined);
    const lockTaken = await Promise.race([
      withStartupLock(proxy.urlFor(DATABASE_URL as string), async () => 'taken'),
      sleep(5_000).then(() => 'still held'),
    ]);
    // The LISTEN session came back by itself and hears again.
    await listener?.ready();
    await db.query("SELECT pg_notify('h5_outage_probe', 'back')");
    for (let waited = 0; !heard.includes('back') && waited < 5_000; waited += 100) await sleep(100);
    await listener?.close();

    // Every call not applied-or-refused is sent again with its own key: each applies once.
    const first = new Map(sent.map((s) => [s.key, s]));
    // (As many at a time as the load had: a burst of hundreds would wait for the pool past
    // DB_CONNECT_TIMEOUT_MS and be refused 服务器繁忙 again — overload refused cleanly, not what is tested here.)
    const toRetry = [...first.values()].filter((s) => s.code === BUSY.code || s.status !== 200);
    const retried: Sent[] = [];
    await Promise.all(
      Array.from({ length: MEMBERS * LOOPS_PER_MEMBER }, async () => {
        for (let s = toRetry.shift(); s; s = toRetry.shift())
          retried.push(await send({ kind: s.kind, member: s.member, key: s.key, body: s.body }));
      }),
    );
    const final = new Map(sent.map((s) => [s.key, s])); // the last answer per key
    const books = await readBooks(
      db,
      members.map((m) => m.id),
    );

    // --- the figures (the issue's note) ---
    const during = [...first.values()].filter((s) => s.answeredAt >= cutAt && s.sentAt <= backAt);
    const tally = (list: Sent[]) =>
      list.reduce<Record<string, number>>((t, s) => {
        const k = s.status === 200 ? `HTTP 200 code ${s.code}` : `HTTP ${s.status}${s.error ? ` (${s.error})` : ''}`;
        t[k] = (t[k] ?? 0) + 1;
        return t;
      }, {});
    const good = firstGood();
    const readyDown = probes.find((p) => p.path === '/readyz' && p.at >= cutAt && p.status === 503);
    const readyUp = probes.find((p) => p.path === '/readyz' && p.at >= backAt && p.status === 200);
    const ok = (kind: Sent['kind']) => [...final.values()].filter((s) => s.kind === kind && s.code === 200).length;
    console.log(
      [
        `db outage: ${sent.length - retried.length} calls, cut ${CUT_MS} ms; answers during the cut ${JSON.stringify(tally(during))}`,
        `  slowest answer during the cut ${Math.max(0, ...during.map((s) => s.answeredAt - s.sentAt))} ms; /readyz 503 ${readyDown ? readyDown.at - cutAt : '—'} ms after the cut, 200 again ${readyUp ? readyUp.at - backAt : '—'} ms after the return`,
        `  first good answer ${good ? good.answeredAt - backAt : '—'} ms after the database returned; retried with the same key ${retried.length}: ${JSON.stringify(tally(retried))}`,
        `  books: ${books.wallets} wallets, mismatches ${books.balanceNotLedger}, broken chains ${books.brokenChain}, negative ${books.negative}; transfers in ${ok('transferIn')} = ledger ${books.counts['transferIn']}, out ${ok('transferOut')} = ledger ${books.counts['transferOut']}, keys stored ${books.counts['idempotencyKeys']}`,
        `  process ${api.exited() ?? 'alive'}; LISTEN session connected ${listenConnects} times, heard ${JSON.stringify(heard)}; start-up lock after the return: ${lockTaken}`,
      ].join('\n'),
    );

    // --- the checks ---
    expect(api.exited()).toBeNull();
    expect(probes.filter((p) => p.path === '/healthz' && p.status !== 200)).toEqual([]);
    expect(readyDown && readyDown.at - cutAt).toBeLessThanOrEqual(READY_DOWN_WITHIN_MS);
    // During the cut: envelopes (HTTP 200, a business code), never a reset or a hang, never a 500.
    expect(during.length).toBeGreaterThan(0);
    const short = (list: Sent[]) => ({
      count: list.length,
      first: list.slice(0, 3).map((s) => `${s.kind} HTTP ${s.status} code ${s.code} ${s.error ?? ''} ${s.answeredAt - s.sentAt} ms`),
    });
    expect(short(during.filter((s) => s.status !== 200 || typeof s.code !== 'number'))).toEqual(short([]));
    expect(short(during.filter((s) => s.answeredAt - s.sentAt > ANSWER_BOUND_MS))).toEqual(short([]));
    const busy = during.filter((s) => s.code === BUSY.code);
    expect(busy.length).toBeGreaterThan(0);
    expect(new Set(busy.map((s) => s.message))).toEqual(new Set([BUSY.message]));
    expect(short(sent.filter((s) => s.code === 500 || s.status !== 200))).toEqual(short([]));
    // Recovery by itself, and every retry answered for real.
    expect(good).toBeDefined();
    expect(short(retried.filter((s) => s.code === BUSY.code || s.status !== 200))).toEqual(short([]));
    expect(lockTaken).toBe('taken');
    expect(listenConnects).toBeGreaterThanOrEqual(2);
    expect(heard).toContain('back');
    // The books: every wallet equals its ledger, nothing lost or applied twice.
    expect([books.balanceNotLedger, books.brokenChain, books.negative]).toEqual([0, 0, 0]);
    expect(books.central + books.venues).toBe(books.cameIn - books.wentOut);
    expect(books.counts['transferIn']).toBe(ok('transferIn'));
    expect(books.counts['transferOut']).toBe(ok('transferOut'));
    expect(books.counts['idempotencyKeys']).toBe(ok('transferIn') + ok('transferOut'));
    // What an operator reads: the outage and the return, each once, with request ids on the refusals.
    const log = api.output();
    expect(log).toMatch(/"component":"database".*"msg":"database unavailable/);
    expect(log).toMatch(/"msg":"database available again"/);
    expect(log).toMatch(/"reqId":"[^"]+".*"msg":"database unavailable: answered 服务器繁忙"/);
    expect(log).not.toContain('unexpected error');
  }, 90_000);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
