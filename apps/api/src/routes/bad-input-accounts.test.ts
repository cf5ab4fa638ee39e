import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

/** Hostile and malformed values every field is tried with. */
const HOSTILE: unknown[] = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'x'.repeat(5000),
  '𝕏😀\u0000\u202e',
  '',
  -1,
  0.001,
  1e308,
  '99999999999999999999',
  'NaN',
  null,
  true,
  [],
  { $gt: '' },
];

const TABLES = ['users', 'sessions', 'site_config', 'activity_applications', 'agent_applications', 'site_messages', 'home_notices'];

interface Case {
  path: string;
  /** A valid body; each field is replaced in turn by every hostile value. */
  body: Record<string, unknown>;
  member?: boolean;
  admin?: boolean;
}

const CASES: Case[] = [
  // The name is taken, so a hostile value that passes every rule still ends at 201 after
  // going through the INSERT's parameters.
  {
    path: '/api/register',
    body: { name: 'demo888', password: 'secret1', confirmPass: 'secret1', realname: '赵六', paypassword: 'paypass1', pid: '' },
  },
  { path: '/api/login_pc', body: { name: 'demo888', password: 'demo888' } },
  { path: '/api/updateuserinfo', body: { mobile: '13912345678', email: 'a@b.cn', birthday: '1990-01-01' }, member: true },
  // Wrong old passwords: a hostile new password that is long enough still ends at 205.
  { path: '/api/editPassword', body: { password: 'wrong-old', paypassword: 'demo888' }, member: true },
  { path: '/api/editPayPassword', body: { password: 'wrong-old', paypassword: '123456' }, member: true },
  { path: '/api/bannerList', body: { type: 2 } },
  { path: '/api/gamelistBycode', body: { gamecode: 'pp' } },
  { path: '/api/activitylist', body: { type: 1, page: 1 } },
  { path: '/api/activitydeatil', body: { id: 1 } },
  { path: '/api/doactivityapply', body: { activityid: 999 }, member: true },
  { path: '/api/activityApplyLog', body: { page: 1 }, member: true },
  { path: '/api/noticeList', body: { page: 1, limit: 10 }, member: true },
  { path: '/api/applyagentdo', body: { mobile: '139', apply_info: 'x' }, member: true },
  { path: '/api/article', body: { type: 1 } },
  { path: '/admin/maintenance', body: { site_state: 1, repair_tips: 'ok' }, admin: true },
  { path: '/admin/messages', body: { title: 't', content: 'c', username: 'ghost999' }, admin: true },
  { path: '/admin/config', body: { key: 'not_a_key', value: 'v' }, admin: true },
];

describe('bad input on account, content and operator calls', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let token: string;

  const snapshot = async () => {
    const parts: string[] = [];
    for (const table of TABLES) {
      const { rows } = await s.db.query(`SELECT * FROM ${table} ORDER BY 1`);
      parts.push(JSON.stringify(rows));
    }
    return parts.join('\n');
  };

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    token = (await s.call<{ api_token: string }>('/api/login_pc', { name: 'demo888', password: 'demo888' })).data.api_token;
  });
  afterAll(() => s.close());

  it('answers every hostile field value with a clear business code, never a 500, and changes nothing', async () => {
    const before = await snapshot();
    let tried = 0;
    for (const c of CASES) {
      for (const field of Object.keys(c.body)) {
        for (const value of HOSTILE) {
          // Values that are legitimately valid for a field are not "bad input".
          if (c.path === '/api/register' && field === 'pid' && (value === '' || typeof value === 'string')) continue;
          if (c.path === '/api/activitylist' && field === 'type' && value === '') continue;
          if (field === 'username' && value === '') continue;
          if (field === 'repair_tips' && typeof value === 'string' && value.length <= 500) continue;
          if (field === 'content' && typeof value === 'string' && value.length > 0 && value.trim()) continue;
          if (field === 'title' && typeof value === 'string' && value.length <= 64 && value.trim()) continue;
          const body = { ...c.body, [field]: value };
          const res = c.admin ? await desk.call(c.path, body) : await s.call(c.path, body, { token: c.member ? token : undefined });
          tried++;
          expect({ path: c.path, field, value, code: res.code }).not.toMatchObject({ code: 500 });
          expect({ path: c.path, field, value, code: res.code }).not.toMatchObject({ code: 200 });
          expect(typeof res.message).toBe('string');
          expect(res.message.length).toBeGreaterThan(0);
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(await snapshot()).toBe(before);
  });

  it('answers malformed bodies, wrong types and oversized payloads with 422', async () => {
    const before = await snapshot();
    const post = (path: string, body: string, type = 'application/json') =>
      s.raw(path, { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${token}` }, body });
    for (const path of ['/api/register', '/api/login_pc', '/api/updateuserinfo', '/api/article', '/api/doactivityapply']) {
      for (const body of ['{"name":', '[]', '"text"', '42', 'null', JSON.stringify({ x: 'y'.repeat(70 * 1024) })]) {
        const res = await post(path, body);
        expect(res.status).toBe(200);
        const parsed = JSON.parse(res.text);
        expect({ path, body: body.slice(0, 20), code: parsed.code }).toMatchObject({ code: 422 });
      }
      const xml = await post(path, '<a/>', 'application/xml');
      expect(JSON.parse(xml.text).code).toBe(422);
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers hostile query strings on GET calls without a 500', async () => {
    for (const q of ["category=' OR 1=1 --", `category=${'x'.repeat(100)}`, 'category[]=a', 'platform=%00']) {
      const res = await s.raw(`/api/game/list?${q}`);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).code).not.toBe(500);
    }
    const sql = JSON.parse((await s.raw(`/api/game/list?category=${encodeURIComponent("' OR 1=1 --")}`)).text);
    expect(sql.data).toEqual([]);
  });
});
