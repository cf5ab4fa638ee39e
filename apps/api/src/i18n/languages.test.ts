import { startTestServer, type TestServer } from '../test/harness';

/**
 * every `message` follows the request's language — X-Lang, else Accept-Language, else
 * Chinese — and a client that names no language (the site's old client) gets today's bytes.
 */
describe('the server speaks the request language', () => {
  let s: TestServer;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    s.raw(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const message = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    (JSON.parse((await post(path, body, headers)).text) as { message: string }).message;

  const shortName = {
    name: 'abc',
    password: 'secret1',
    confirmPass: 'secret1',
    realname: 'Ana Lima',
    paypassword: 'paypass1',
    code: 'abcd',
  };

  beforeAll(async () => {
    // Many wrong guesses on one name: the per-name login limit would cut them short.
    s = await startTestServer({ env: { AUTH_RATE_PER_NAME: '100000' } });
    await s.call('/api/register', {
      name: 'lingua01',
      password: 'secret1',
      confirmPass: 'secret1',
      realname: 'Ana Lima',
      paypassword: 'paypass1',
      code: 'abcd',
    });
  });
  afterAll(() => s.close());

  it("answers a client that names no language with exactly today's Chinese bytes", async () => {
    // Node's fetch sends `Accept-Language: *` (a browser's old client sends its own list: see api.md).
    expect((await post('/api/login_pc', { name: 'lingua01', password: 'wrong11' })).text).toBe(
      '{"code":203,"message":"登录密码错误","data":[]}',
    );
    expect((await post('/api/login_pc', { name: 'nobody99', password: 'secret1' })).text).toBe(
      '{"code":202,"message":"用户不存在","data":[]}',
    );
    expect((await post('/api/gamelistBycode', {})).text).toBe('{"code":422,"message":"参数错误：gamecode","data":[]}');
    expect((await post('/api/balance', {})).text).toBe('{"code":401,"message":"登录已过期，请重新登录","data":[]}');
    expect((await post('/api/no-such-call', {})).text).toBe('{"code":404,"message":"接口不存在","data":[]}');
    expect((await post('/api/register', shortName)).text).toContain('"message":" 用户名长度6~16位，以字母或数字组合！"');
  });

  it('answers in the language X-Lang names', async () => {
    expect(await message('/api/login_pc', { name: 'lingua01', password: 'wrong11' }, { 'x-lang': 'en' })).toBe('Incorrect login password');
    expect(await message('/api/login_pc', { name: 'lingua01', password: 'wrong11' }, { 'x-lang': 'vi' })).toBe(
      'Mật khẩu đăng nhập không đúng',
    );
    expect(await message('/api/login_pc', { name: 'lingua01', password: 'wrong11' }, { 'x-lang': 'th' })).toBe('รหัสผ่านไม่ถูกต้อง');
    expect(await message('/api/login_pc', { name: 'lingua01', password: 'wrong11' }, { 'x-lang': 'pt-BR' })).toBe(
      'Senha de login incorreta',
    );
    expect(await message('/api/login_pc', { name: 'lingua01', password: 'wrong11' }, { 'x-lang': 'zh-CN' })).toBe('登录密码错误');
  });

  it('follows the language through validation, the member check, a missing path and success', async () => {
    const en = { 'x-lang': 'en' };
    expect(await message('/api/gamelistBycode', {}, en)).toBe('Invalid parameter: gamecode');
    expect(await message('/api/balance', {}, en)).toBe('Your session has expired, please log in again');
    expect(await message('/api/no-such-call', {}, en)).toBe('No such API');
    expect(await message('/api/register', shortName, { 'x-lang': 'pt-BR' })).toBe('O usuário deve ter de 6 a 16 letras ou números!');
    expect(await message('/api/login_pc', { name: 'lingua01', password: 'secret1' }, { 'x-lang': 'th' })).toBe('เข้าสู่ระบบสำเร็จ');
    const malformed = await s.raw('/api/login_pc', { method: 'POST', headers: { 'content-type': 'application/json', ...en }, body: '{' });
    expect(JSON.parse(malformed.text).message).toBe('The request is malformed');
  });

  it("translates the texts of @h5/domain's shared validators and a member's refusals", async () => {
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'lingua01', password: 'secret1' });
    const token = login.data.api_token;
    const profile = { mobile: '12345', email: 'a@b.cn', birthday: '1990-05-06' };
    const ask = (path: string, body: unknown, lang: string) => s.call(path, body, { token, headers: { 'x-lang': lang } });
    expect((await ask('/api/updateuserinfo', profile, 'vi')).message).toBe('Vui lòng nhập số điện thoại hợp lệ');
    expect((await ask('/api/updateuserinfo', profile, 'zh-CN')).message).toBe('请输入正确手机号');
    expect((await ask('/api/applyagentdo', { mobile: '13912345678', apply_info: ' ' }, 'th')).message).toBe('กรุณากรอกเหตุผลในการสมัคร');
    expect((await ask('/api/transfer', { amount: '99999999.00', sourcetype: 'ag', targettype: 'bbin' }, 'pt-BR')).message).toBe(
      'Não é possível transferir entre carteiras de plataformas de jogo',
    );
  });

  it('takes Accept-Language when there is no X-Lang, and X-Lang over it', async () => {
    const wrong = { name: 'lingua01', password: 'wrong11' };
    expect(await message('/api/login_pc', wrong, { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' })).toBe('Mật khẩu đăng nhập không đúng');
    expect(await message('/api/login_pc', wrong, { 'accept-language': 'fr-FR,pt;q=0.5' })).toBe('Senha de login incorreta');
    expect(await message('/api/login_pc', wrong, { 'accept-language': 'fr-FR,de;q=0.5' })).toBe('登录密码错误');
    expect(await message('/api/login_pc', wrong, { 'accept-language': 'vi', 'x-lang': 'en' })).toBe('Incorrect login password');
    // A language the server does not ship in X-Lang: Accept-Language decides, then Chinese.
    expect(await message('/api/login_pc', wrong, { 'accept-language': 'th', 'x-lang': 'fr' })).toBe('รหัสผ่านไม่ถูกต้อง');
    expect(await message('/api/login_pc', wrong, { 'x-lang': 'fr' })).toBe('登录密码错误');
  });

  it('keeps the pages that exist only in Chinese in Chinese, whatever the browser asks for', async () => {
    const expired = await s.raw('/vippay/pay?ticket=nope&amount=500.00', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('支付链接已失效，请返回商户重新发起存款');
  });

  it('keeps each of many simultaneous requests in its own language', async () => {
    const langs = ['en', 'vi', 'th', 'pt-BR', 'zh-CN'] as const;
    const expected = {
      en: 'Incorrect login password',
      vi: 'Mật khẩu đăng nhập không đúng',
      th: 'รหัสผ่านไม่ถูกต้อง',
      'pt-BR': 'Senha de login incorreta',
      'zh-CN': '登录密码错误',
    };
    const runs = Array.from({ length: 20 }, (_, i) => langs[i % langs.length]);
    const answers = await Promise.all(
      runs.map((lang) => message('/api/login_pc', { name: 'lingua01', password: 'wrong11' }, { 'x-lang': lang })),
    );
    expect(answers).toEqual(runs.map((lang) => expected[lang]));
  });
});
