import Fastify from 'fastify';
import { installShutdown } from './shutdown';
import type { Db } from './db/types';

// SIGTERM: the request in flight is finished, new connections are refused, the pool is
// closed, the process exits 0 — and a request that never ends cannot hold the exit.
describe('graceful shutdown', () => {
  const fakeDb = () => {
    const db = { closed: false, close: async () => void (db.closed = true) };
    return db;
  };

  it('finishes the request in flight, refuses new connections, closes the pool, exits 0', async () => {
    const app = Fastify();
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => (started = r));
    app.get('/slow', async () => {
      started();
      await new Promise<void>((r) => (release = r));
      return { done: true };
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const db = fakeDb();
    const exits: number[] = [];
    const shutdown = installShutdown(app, db as unknown as Db, { exit: (code) => exits.push(code), signals: false });

    const slow = fetch(`${base}/slow`).then((r) => r.json());
    await inHandler;
    const closing = shutdown('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
    expect(exits).toEqual([]);
    release();
    expect(await slow).toEqual({ done: true });
    await closing;
    expect(db.closed).toBe(true);
    expect(exits).toEqual([0]);
  });

  it('cuts what is still running at the limit and exits 1', async () => {
    const app = Fastify();
    let started: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => (started = r));
    app.get('/stuck', async () => {
      started();
      await new Promise(() => undefined);
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const exits: number[] = [];
    const shutdown = installShutdown(app, fakeDb() as unknown as Db, {
      exit: (code) => exits.push(code),
      signals: false,
      forceAfterMs: 300,
    });
    const stuck = fetch(`${base}/stuck`).catch((err: Error) => err);
    await inHandler;
    void shutdown('SIGTERM');
    expect(await stuck).toHaveProperty('message', 'fetch failed');
    expect(exits).toEqual([1]);
  });
});
