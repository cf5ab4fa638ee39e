import { startTestServer, type TestServer } from '../test/harness';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF_1PX = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

describe('account calls', () => {
  let s: TestServer;
  const bodies: string[] = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    const call = s.call.bind(s);
    // Every answer of this suite is kept to check afterwards that no secret leaked.
    s.call = async <T>(path: string, body?: unknown, opts?: Parameters<TestServer['call']>[2]) => {
      const res = await call<T>(path, body, opts);
      bodies.push(JSON.stringify(res));
      return res;
    };
  });
  afterAll(() => s.close());

  const register = async (name: string, extra: Record<string, unknown> = {}) =>
    s.call<{ api_token: string; username: string }>('/api/register', {
      name,
      password: 'secret1',
      confirmPass: 'secret1',
      realname: '李四',
      paypassword: 'paypass1',
      code: 'abcd',
      ...extra,
    });

  it('registers a member and answers a token with public fields only', async () => {
    const res = await register('alice001');
    expect(res.code).toBe(200);
    expect(res.message).toBe('注册成功');
    expect(Object.keys(res.data).sort()).toEqual(['api_token', 'realname', 'username', 'vip']);
    expect(res.data.username).toBe('alice001');
    tokens.push(res.data.api_token);
    const { rows } = await s.db.query<{ password_hash: string; pay_password_hash: string }>(
      "SELECT password_hash, pay_password_hash FROM users WHERE username = 'alice001'",
    );
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].pay_password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain('secret1');
  });

  it('refuses a taken name (201), whatever its case', async () => {
    const res = await register('ALICE001');
    expect(res).toMatchObject({ code: 201, message: '用户名已注册' });
  });

  it('checks the registration rules on the server', async () => {
    expect((await register('abc')).message).toBe(' 用户名长度6~16位，以字母或数字组合！');
    expect((await register('bad name!')).code).toBe(422);
    expect((await register('bobby001', { password: '123', confirmPass: '123' })).message).toBe('请输入正确的密码长度，最少6位！');
    expect((await register('bobby001', { confirmPass: 'other11' })).message).toBe('两次密码不一致！');
    expect((await register('bobby001', { realname: '李' })).message).toBe('请输入您的真实姓名!');
    expect((await register('bobby001', { paypassword: '12345' })).message).toBe('请输入正确的支付密码长度，最少6位！');
    const { rows } = await s.db.query("SELECT id FROM users WHERE username IN ('abc', 'bobby001')");
    expect(rows).toHaveLength(0);
  });

  it('links a referral code to the parent member', async () => {
    const res = await register('child001', { pid: 'demo888' });
    expect(res.code).toBe(200);
    const { rows } = await s.db.query<{ parent: string }>(
      "SELECT p.username AS parent FROM users c JOIN users p ON p.id = c.parent_id WHERE c.username = 'child001'",
    );
    expect(rows[0].parent).toBe('demo888');
  });

  it('logs in with 202 for an unknown name and 203 for a wrong password', async () => {
    expect(await s.call('/api/login_pc', { name: 'nobody99', password: 'secret1' })).toMatchObject({ code: 202, message: '用户不存在' });
    expect(await s.call('/api/login_pc', { name: 'alice001', password: 'wrong11' })).toMatchObject({ code: 203, message: '登录密码错误' });
    expect((await s.call('/api/login_pc', { name: ' ', password: '' })).message).toBe('请输入您的账号和密码！');
  });

  it('rotates sessions on login: the new token works, every older one is revoked', async () => {
    const first = await s.call<{ api_token: string; username: string }>('/api/login_pc', { name: 'alice001', password: 'secret1' });
    expect(first.code).toBe(200);
    expect(first.data.username).toBe('alice001');
    const second = await s.call<{ api_token: string }>('/api/login_pc', { name: 'Alice001', password: 'secret1' });
    expect(second.data.api_token).not.toBe(first.data.api_token);
    expect((await s.call('/api/balance', {}, { token: first.data.api_token })).code).toBe(401);
    expect((await s.call('/api/balance', {}, { token: tokens[0] })).code).toBe(401);
    expect(await s.call('/api/balance', {}, { token: second.data.api_token })).toEqual({
      code: 200,
      message: '操作成功',
      data: { balance: '0.00' },
    });
    tokens.push(first.data.api_token, second.data.api_token);
  });

  it('answers 401 to every member call without a valid token', async () => {
    for (const path of [
      '/api/logoff',
      '/api/user',
      '/api/balance',
      '/api/refreshusermoney',
      '/api/updateuserinfo',
      '/api/editPassword',
      '/api/editPayPassword',
      '/api/uploadimg',
    ]) {
      expect((await s.call(path, {})).code).toBe(401);
      expect((await s.call(path, {}, { token: 'x'.repeat(43) })).code).toBe(401);
    }
  });

  it('answers user with every field of the user info and no secret', async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'demo888', password: 'demo888' });
    const res = await s.call<Record<string, unknown>>('/api/user', {}, { token: login.data.api_token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      username: 'demo888',
      realname: '张三',
      current_vip: 'VIP1',
      vip: 1,
      joinday: 1,
      isagent: 0,
      transferstatus: 0,
      mobile: '13800138000',
    });
    for (const key of [
      'balance',
      'gameblance',
      'paysum',
      'usdtrate',
      'withdrawusdtrate',
      'withdrawcashfee',
      'withdrawfeeusdttrc',
      'birthday',
      'email',
      'avatar',
      'created_at',
      'vipname',
    ]) {
      expect(res.data).toHaveProperty(key);
    }
    expect(res.data['balance']).toMatch(/^\d+\.\d{2}$/);
    expect(res.data).not.toHaveProperty('api_token');
    tokens.push(login.data.api_token);
  });

  it('counts join days from the registration date', async () => {
    await s.db.query("UPDATE users SET created_at = now() - interval '9 days' WHERE username = 'alice001'");
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'alice001', password: 'secret1' });
    const res = await s.call<{ joinday: number }>('/api/user', {}, { token: login.data.api_token });
    expect(res.data.joinday).toBe(10);
  });

  it('answers refreshusermoney without the ranking fields', async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'alice001', password: 'secret1' });
    const res = await s.call<Record<string, unknown>>('/api/refreshusermoney', {}, { token: login.data.api_token });
    expect(res).toMatchObject({ code: 200, message: '刷新成功' });
    expect(res.data).toHaveProperty('username', 'alice001');
    expect(res.data).toHaveProperty('balance');
    for (const key of ['id', 'paysum', 'totalgame', 'isagent', 'current_vip', 'next_vip', 'created_at'])
      expect(res.data).not.toHaveProperty(key);
  });

  it('updates the profile with the domain rules and their messages', async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'alice001', password: 'secret1' });
    const token = login.data.api_token;
    const good = { mobile: '13912345678', email: 'a@b.cn', birthday: '1990-05-06' };
    expect((await s.call('/api/updateuserinfo', { ...good, mobile: '12345' }, { token })).message).toBe('请输入正确手机号');
    expect((await s.call('/api/updateuserinfo', { ...good, email: 'nope' }, { token })).message).toBe('请输入正确邮箱号');
    expect((await s.call('/api/updateuserinfo', { ...good, birthday: '1990-02-30' }, { token })).message).toBe(
      '请输入正确的日期格式：YYYY-MM-DD',
    );
    expect(await s.call('/api/updateuserinfo', good, { token })).toEqual({ code: 200, message: '操作成功', data: [] });
    const user = await s.call<Record<string, unknown>>('/api/user', {}, { token });
    expect(user.data).toMatchObject(good);
  });

  it('uploads a png or gif avatar, checked by content, and serves it back', async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'alice001', password: 'secret1' });
    const upload = async (bytes: Buffer, name: string, type = 'image/png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const res = await s.raw('/api/uploadimg', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${login.data.api_token}` },
      });
      return JSON.parse(res.text) as { code: number; message: string; data: { url: string; path: string } };
    };
    const png = await upload(PNG_1PX, 'me.png');
    expect(png).toMatchObject({ code: 200, message: '上传成功' });
    const served = await fetch(png.data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);
    const user = await s.call<{ avatar: string }>('/api/user', {}, { token: login.data.api_token });
    expect(user.data.avatar).toBe(png.data.url);

    expect((await upload(GIF_1PX, 'me.gif', 'image/gif')).code).toBe(200);
    expect(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png')).toMatchObject({
      code: 422,
      message: '只支持gif和png格式的图片',
    });
    expect(await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'x.jpg', 'image/jpeg')).toMatchObject({ code: 422 });
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await upload(big, 'big.png')).toMatchObject({ code: 422, message: '图片大小不能超过2MB' });
    const notMultipart = await s.call('/api/uploadimg', { file: 'x' }, { token: login.data.api_token });
    expect(notMultipart).toMatchObject({ code: 422, message: '请选择要上传的图片' });
    expect((await s.raw('/uploads/avatars/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('changes the pay password only with the old one (205)', async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'alice001', password: 'secret1' });
    const token = login.data.api_token;
    expect(await s.call('/api/editPayPassword', { password: 'wrong11', paypassword: 'newpay1' }, { token })).toMatchObject({ code: 205 });
    expect((await s.call('/api/editPayPassword', { password: 'paypass1', paypassword: '123' }, { token })).code).toBe(422);
    expect((await s.call('/api/editPayPassword', { password: 'paypass1', paypassword: 'newpay1' }, { token })).code).toBe(200);
    expect((await s.call('/api/editPayPassword', { password: 'paypass1', paypassword: 'newpay2' }, { token })).code).toBe(205);
    // The session survives a pay-password change.
    expect((await s.call('/api/balance', {}, { token })).code).toBe(200);
  });

  it('changes the login password only with the old one (205) and then ends every session', async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'alice001', password: 'secret1' });
    const token = login.data.api_token;
    expect(await s.call('/api/editPassword', { password: 'wrong11', paypassword: 'newpass1' }, { token })).toMatchObject({
      code: 205,
      message: '原密码不正确',
    });
    expect((await s.call('/api/editPassword', { password: 'secret1', paypassword: '12' }, { token })).message).toBe(
      '新密码长度不能少于6位！',
    );
    expect((await s.call('/api/editPassword', { password: 'secret1', paypassword: 'newpass1' }, { token })).code).toBe(200);
    expect((await s.call('/api/balance', {}, { token })).code).toBe(401);
    expect((await s.call('/api/login_pc', { name: 'alice001', password: 'secret1' })).code).toBe(203);
    expect((await s.call('/api/login_pc', { name: 'alice001', password: 'newpass1' })).code).toBe(200);
  });

  it('revokes the session on logoff', async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'child001', password: 'secret1' });
    const token = login.data.api_token;
    expect(await s.call('/api/logoff', {}, { token })).toEqual({ code: 200, message: '退出成功', data: [] });
    expect((await s.call('/api/user', {}, { token })).code).toBe(401);
    const { rows } = await s.db.query<{ live: number }>(
      "SELECT count(*)::int AS live FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'child001' AND s.revoked_at IS NULL",
    );
    expect(rows[0].live).toBe(0);
  });

  it('limits failed logins per name (429) without blocking other names', async () => {
    for (let i = 0; i < 10; i++) expect((await s.call('/api/login_pc', { name: 'child001', password: `bad${i}xx` })).code).toBe(203);
    expect(await s.call('/api/login_pc', { name: 'child001', password: 'secret1' })).toMatchObject({
      code: 429,
      message: '操作过于频繁，请稍后再试',
    });
    expect((await s.call('/api/login_pc', { name: 'demo888', password: 'demo888' })).code).toBe(200);
  });

  it('never put a password hash or another session token in any answer', () => {
    const all = bodies.join('\n');
    expect(all).not.toContain('scrypt$');
    for (const token of tokens) {
      const answersCarrying = bodies.filter((b) => b.includes(token));
      // A token appears only in the one login/register answer that created it.
      expect(answersCarrying.length).toBeLessThanOrEqual(1);
    }
  });
});
