import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { activate } from '@h5/domain';
import { accountApi } from './endpoints/account-api';
import { contentApi } from './endpoints/content-api';
import { loggedOut, sessionExpired } from './session/session-slice';
import { createAppStore } from './store';
import type { Middleware } from '@reduxjs/toolkit';
import type { AddressInfo } from 'node:net';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A local fake of the site's API: each test decides what it answers. */
let server: Server;
let baseUrl: string;
let handler: Handler;
const seen: Array<{ url?: string; auth?: string; lang?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url, auth: req.headers.authorization, lang: req.headers['x-lang'] as string | undefined, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => (seen.length = 0));

const reply =
  (envelope: unknown): Handler =>
  (_req, _body, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(envelope));
  };

function storeWithCounter(timeoutMs = 2000) {
  const actions: string[] = [];
  const counter: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = createAppStore({ apiBaseUrl: baseUrl, token: 'token-abcdefghijklmnopqrstuvwxyz', timeoutMs, middleware: [counter] });
  return { store, actions };
}

describe('baseQuery', () => {
  it('sends the bearer token and JSON, and unwraps the envelope to its data', async () => {
    handler = reply({ code: 200, message: 'ok', data: { balance: '1234.50' } });
    const { store } = storeWithCounter();
    const result = await store.dispatch(accountApi.endpoints.balance.initiate());
    expect(result.data).toEqual({ balance: '1234.50' });
    expect(seen[0]).toMatchObject({ url: '/api/balance', auth: 'Bearer token-abcdefghijklmnopqrstuvwxyz', body: '{}' });
  });

  it("names the screens' language, so the server's messages match them whatever the browser's language", async () => {
    handler = reply({ code: 200, message: 'ok', data: { balance: '0.00' } });
    const { store } = storeWithCounter();
    await store.dispatch(accountApi.endpoints.balance.initiate());
    expect(seen[0]?.lang).toBe('zh-CN');
    // The player chose Thai: the screens and so the server's messages are Thai.
    activate('th', []);
    try {
      await store.dispatch(accountApi.endpoints.balance.initiate(undefined, { forceRefetch: true }));
      expect(seen[1]?.lang).toBe('th');
    } finally {
      activate('zh-CN', []);
    }
  });

  it('turns another code into a business error carrying the server message', async () => {
    handler = reply({ code: 208, message: '提现金额超出余额', data: [] });
    const { store } = storeWithCounter();
    const result = await store.dispatch(accountApi.endpoints.user.initiate());
    expect(result.error).toEqual({ kind: 'business', code: 208, message: '提现金额超出余额', data: [] });
  });

  it('passes the envelope message through for calls that answer in it (transall)', async () => {
    handler = reply({ code: 200, message: '回收成功', data: '' });
    const { store } = storeWithCounter();
    const result = await store.dispatch(accountApi.endpoints.transferAll.initiate());
    expect(result).toEqual({ data: { message: '回收成功' } });
  });

  it('dispatches sessionExpired once when a burst of calls all answer 401', async () => {
    handler = reply({ code: 401, message: '登录已过期', data: [] });
    const { store, actions } = storeWithCounter();
    const results = await Promise.all([
      store.dispatch(accountApi.endpoints.user.initiate()),
      store.dispatch(accountApi.endpoints.balance.initiate()),
      store.dispatch(contentApi.endpoints.homeNotices.initiate()),
      store.dispatch(contentApi.endpoints.banners.initiate()),
      store.dispatch(accountApi.endpoints.transferAll.initiate()),
    ]);
    expect(results.every((r) => (r.error as { kind: string }).kind === 'unauthorized')).toBe(true);
    expect(actions.filter((t) => t === sessionExpired.type)).toHaveLength(1);
    expect(store.getState().session.expired).toBe(true);
  });

  it('ignores a 401 for a token that is no longer the session (logged out or in meanwhile)', async () => {
    handler = reply({ code: 401, message: '登录已过期', data: [] });
    const visitor = createAppStore({ apiBaseUrl: baseUrl, token: null });
    await visitor.dispatch(accountApi.endpoints.user.initiate());
    expect(visitor.getState().session.expired).toBe(false);

    let release: () => void = () => undefined;
    handler = (_req, _body, res) => {
      release = () => reply({ code: 401, message: '登录已过期', data: [] })(_req, _body, res);
    };
    const { store, actions } = storeWithCounter();
    const pending = store.dispatch(accountApi.endpoints.balance.initiate());
    await new Promise((r) => setTimeout(r, 50));
    store.dispatch(loggedOut());
    release();
    await pending;
    expect(actions).not.toContain(sessionExpired.type);
  });

  it('times out a call that never answers and says so', async () => {
    handler = () => undefined; // never responds
    const { store } = storeWithCounter(150);
    const result = await store.dispatch(accountApi.endpoints.user.initiate());
    expect(result.error).toMatchObject({ kind: 'timeout' });
  });

  it('tells a network failure apart from a server answer', async () => {
    const store = createAppStore({ apiBaseUrl: 'http://127.0.0.1:1', token: null });
    const result = await store.dispatch(contentApi.endpoints.appInfo.initiate());
    expect(result.error).toMatchObject({ kind: 'network' });
  });

  it('reports a non-envelope answer as a parse error, not as data', async () => {
    handler = (_req, _body, res) => res.end('<html>oops</html>');
    const { store } = storeWithCounter();
    const result = await store.dispatch(contentApi.endpoints.appInfo.initiate());
    expect(result.error).toMatchObject({ kind: 'parse' });
  });

  it('sends no Authorization header without a session, and GET params in the query string', async () => {
    handler = reply({ code: 200, message: '', data: [] });
    const store = createAppStore({ apiBaseUrl: baseUrl, token: null });
    await store.dispatch(contentApi.endpoints.gameList.initiate());
    expect(seen[0].auth).toBeUndefined();
    expect(seen[0].url).toBe('/api/game/list');
  });
});
