import { startTestServer, type TestServer } from '../test/harness';
import { signInOperator, type TestOperator } from '../test/operators';

/** As operators with accounts, each call in the role the route asks (operator/roles.ts); break-glass: operators.test.ts. */
describe('operator API (content side)', () => {
  let s: TestServer;
  const at = new Date();
  const ops = {} as Record<'admin' | 'content' | 'support', TestOperator>;
  const as =
    (role: keyof typeof ops) =>
    <T = unknown>(path: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
      s.call<T>(path, body, { headers: ops[role].headers, method });
  const admin = as('admin');
  const content = as('content');
  const support = as('support');

  beforeAll(async () => {
    s = await startTestServer({ now: () => at });
    for (const role of ['admin', 'content', 'support'] as const) ops[role] = await signInOperator(s, `content-${role}`, role, at);
  });
  afterAll(() => s.close());

  it('refuses a missing or wrong admin token before looking at the body', async () => {
    expect(await s.call('/admin/maintenance', { site_state: 0 })).toMatchObject({ code: 401, message: '管理令牌无效' });
    expect(
      (await s.call('/admin/maintenance', { site_state: 0 }, { headers: { authorization: 'Bearer test-admin-token-0123456788' } })).code,
    ).toBe(401);
    expect((await s.call('/admin/config', { junk: true })).code).toBe(401);
    expect((await s.call('/admin/members', undefined, { method: 'GET' })).code).toBe(401);
  });

  it('switches maintenance on and off; app shows it', async () => {
    expect(await admin('/admin/maintenance', { site_state: 0, repair_tips: '升级中' })).toEqual({
      code: 200,
      message: '操作成功',
      data: [],
    });
    expect((await s.call<Record<string, string>>('/api/app', {})).data).toMatchObject({ site_state: '0', repair_tips: '升级中' });
    expect((await admin('/admin/maintenance', { site_state: 3 })).code).toBe(422);
    await admin('/admin/maintenance', { site_state: '1' });
    expect((await s.call<Record<string, string>>('/api/app', {})).data['site_state']).toBe('1');
  });

  it('posts a home notice', async () => {
    expect((await content<{ id: number }>('/admin/notices', { text: '新的公告' })).code).toBe(200);
    expect((await s.call<string[]>('/api/homenotice', {})).data[0]).toBe('新的公告');
    expect((await content('/admin/notices', { text: '   ' })).code).toBe(422);
  });

  it('posts a site message to everyone or to one member (202 for an unknown member)', async () => {
    expect((await content('/admin/messages', { title: '全体', content: '<p>x</p>' })).code).toBe(200);
    expect(await content('/admin/messages', { title: 't', content: 'c', username: 'ghost999' })).toMatchObject({
      code: 202,
      message: '会员不存在',
    });
    const { rows } = await s.db.query<{ title: string; user_id: number | null }>(
      'SELECT title, user_id FROM site_messages ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ title: '全体', user_id: null });
  });

  it('changes whitelisted config keys only', async () => {
    expect((await admin('/admin/config', { key: 'index_modal', value: '0' })).code).toBe(200);
    expect((await s.call<Record<string, string>>('/api/app', {})).data['index_modal']).toBe('0');
    expect(await admin('/admin/config', { key: 'kdf_secret', value: 'x' })).toMatchObject({ code: 422, message: '不支持修改该配置项' });
    expect((await admin('/admin/config', { key: 'redpacket_switch', value: 'yes' })).code).toBe(422);
    // The welcome text's deposit-offer flag (docs/product.md §2): a flag like index_modal, answered by app.
    expect((await s.call<Record<string, string>>('/api/app', {})).data['index_modal_recharge']).toBe('1');
    expect((await admin('/admin/config', { key: 'index_modal_recharge', value: '0' })).code).toBe(200);
    expect((await s.call<Record<string, string>>('/api/app', {})).data['index_modal_recharge']).toBe('0');
    expect((await admin('/admin/config', { key: 'index_modal_recharge', value: 'on' })).code).toBe(422);
    const { rows } = await s.db.query("SELECT 1 FROM site_config WHERE key = 'kdf_secret'");
    expect(rows).toHaveLength(0);
  });

  it('looks members up without any secret', async () => {
    const res = await support<Array<Record<string, unknown>>>('/admin/members?username=demo', undefined, 'GET');
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({ username: 'demo888', realname: '张三' });
    expect(Object.keys(res.data[0]).sort()).toEqual(['balance', 'created_at', 'id', 'paysum', 'realname', 'status', 'username', 'vip']);
    expect((await support<unknown[]>('/admin/members?username=%25', undefined, 'GET')).data).toHaveLength(0);
  });
});
