import { OPEN_ROUTES, ROLES, ROUTE_ROLES, type Role } from './roles';
import { startTestServer, type TestServer } from '../test/harness';
import { signInOperator, type TestOperator } from '../test/operators';

/**
 * Every /admin route × every role, from the one table the gate reads (./roles.ts): a role the
 * row allows gets past the gate (its answer is the route's own: 200, or 422 for the empty
 * body); any other role is refused 403, naming the roles that may, before the body is read (a
 * body that is not even JSON gets the same refusal) and with nothing written.
 */
/**
 * `METHOD /path` of every route in fastify's printed route tree: each line is one segment
 * (`├── admin/login (POST)`) under the line above it with less indentation.
 */
function routesOf(tree: string): string[] {
  const stack: Array<{ depth: number; path: string }> = [];
  const keys: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const m = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3)) as RegExpExecArray;
    while (stack.length && stack[stack.length - 1].depth >= at) stack.pop();
    const path = (stack[stack.length - 1]?.path ?? '') + m[1];
    stack.push({ depth: at, path });
    for (const verb of (m[2] ?? '').split(', ')) if (/^[A-Z]+$/.test(verb) && verb !== 'HEAD') keys.push(`${verb} ${path}`);
  }
  return keys;
}

describe('operator roles: every /admin route × every role', () => {
  let s: TestServer;
  const at = new Date();
  const ops = {} as Record<Role, TestOperator>;

  beforeAll(async () => {
    s = await startTestServer({ now: () => at });
    for (const role of ROLES) ops[role] = await signInOperator(s, `op-${role}`, role, at);
  }, 300_000);
  afterAll(() => s.close());

  const call = (key: string, headers: Record<string, string>, body: string) => {
    const [method, path] = key.split(' ');
    const post = method === 'POST';
    return s.raw(path, {
      method,
      headers: { ...headers, ...(post ? { 'content-type': 'application/json' } : {}) },
      body: post ? body : undefined,
    });
  };
  const auditRows = async () => Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit')).rows[0].n);

  it('the table names every /admin route the server has, and only those', () => {
    const listed = routesOf(s.app.printRoutes({ commonPrefix: false })).filter((key) => key.split(' ')[1].startsWith('/admin/'));
    expect(listed.length).toBeGreaterThan(30);
    expect([...new Set(listed)].sort()).toEqual([...Object.keys(ROUTE_ROLES), ...OPEN_ROUTES].sort());
  });

  it('refuses every role a route does not allow, before the body, changing nothing', async () => {
    const before = await auditRows();
    const refused: string[] = [];
    for (const [key, allowed] of Object.entries(ROUTE_ROLES)) {
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const res = await call(key, ops[role].headers, '{not json');
        const answer = JSON.parse(res.text) as { code: number; message: string; data: { roles: string[] } };
        expect([key, role, res.status, answer.code, answer.data.roles]).toEqual([key, role, 200, 403, [...allowed]]);
        expect(answer.message).toContain(allowed[0]);
        refused.push(`${key} ${role}`);
      }
    }
    expect(refused.length).toBeGreaterThan(100);
    expect(await auditRows()).toBe(before);
  });

  it('lets every role a route allows past the gate (logout last: it ends the session)', async () => {
    const keys = Object.keys(ROUTE_ROLES).filter((k) => k !== 'POST /admin/logout');
    for (const key of keys) {
      for (const role of ROUTE_ROLES[key]) {
        const answer = JSON.parse((await call(key, ops[role].headers, '{}')).text) as { code: number };
        expect([key, role, [200, 202, 422].includes(answer.code)]).toEqual([key, role, true]);
      }
    }
    for (const role of ROLES) {
      expect((JSON.parse((await call('POST /admin/logout', ops[role].headers, '{}')).text) as { code: number }).code).toBe(200);
      expect((JSON.parse((await call('GET /admin/me', ops[role].headers, '')).text) as { code: number }).code).toBe(401);
    }
  });

  it('refuses no token, an unknown one, and a member token with 401 before the body', async () => {
    const tokens: Array<Record<string, string>> = [{}, { authorization: 'Bearer nope' }, { authorization: `Bearer ${'x'.repeat(43)}` }];
    for (const headers of tokens) {
      const answer = JSON.parse((await call('POST /admin/balance/adjust', headers, '{not json')).text) as { code: number };
      expect(answer.code).toBe(401);
    }
  });
});
