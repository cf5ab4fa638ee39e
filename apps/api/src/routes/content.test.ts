import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk } from '../test/operators';

interface Paged<T> {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
}

describe('content calls', () => {
  let s: TestServer;
  let token: string;
  let other: string;

  beforeAll(async () => {
    s = await startTestServer();
    token = (await s.call<{ api_token: string }>('/api/login_pc', { name: 'demo888', password: 'demo888' })).data.api_token;
    const reg = await s.call<{ api_token: string }>('/api/register', {
      name: 'carol001',
      password: 'secret1',
      confirmPass: 'secret1',
      realname: '王五',
      paypassword: 'paypass1',
    });
    other = reg.data.api_token;
  });
  afterAll(() => s.close());

  it('app answers the site config as strings, with absolute picture URLs', async () => {
    const res = await s.call<Record<string, string>>('/api/app', {});
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ title: '皇冠体育', site_state: '1', redpacket_switch: '1', index_modal: '1', h5_url: s.baseUrl });
    expect(res.data['site_logo']).toBe(`${s.baseUrl}/pictures/logo.svg`);
    for (const key of ['repair_tips', 'webcontent', 'ios_download_qrcode', 'ios_download_url']) expect(typeof res.data[key]).toBe('string');
  });

  it('getVisitUrl refuses (500 wap) a visitor already on the site, including same-origin GETs without Origin', async () => {
    expect(await s.call('/api/getVisitUrl', undefined, { method: 'GET' })).toEqual({ code: 500, message: 'wap', data: [] });
    expect((await s.call('/api/getVisitUrl', undefined, { method: 'GET', headers: { origin: s.baseUrl } })).code).toBe(500);
    expect((await s.call('/api/getVisitUrl', undefined, { method: 'GET', headers: { referer: `${s.baseUrl}/#/mine` } })).code).toBe(500);
    const elsewhere = await s.call('/api/getVisitUrl', undefined, { method: 'GET', headers: { origin: 'http://old-domain.example' } });
    expect(elsewhere).toEqual({ code: 200, message: '操作成功', data: { url: s.baseUrl } });
  });

  it('game/list answers venue entries (app_state 0 included) and filters by category', async () => {
    const all = await s.call<Array<Record<string, unknown>>>('/api/game/list', undefined, { method: 'GET' });
    expect(all.data.length).toBeGreaterThan(10);
    expect(all.data.some((g) => g['app_state'] === 0)).toBe(true);
    expect(new Set(all.data.map((g) => g['category_id']))).toEqual(new Set(['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery']));
    const sport = await s.call<Array<Record<string, unknown>>>('/api/game/list?category=sport', undefined, { method: 'GET' });
    expect(sport.data.map((g) => g['platform_name'])).toEqual(['sb', 'im']);
    expect(sport.data[0]).toMatchObject({ name: '沙巴体育', category_id: 'sport', game_code: '0', app_state: 1 });
    expect(String(sport.data[0]['img_url'])).toMatch(/^http.*\/pictures\/venues\/sb\.svg$/);
  });

  it('gamelistBycode answers the games of the asked tab only (the reference ignored it)', async () => {
    const pp = await s.call<Array<Record<string, string>>>('/api/gamelistBycode', { gamecode: 'pp' });
    expect(pp.data).toHaveLength(8);
    expect(pp.data.every((g) => g['catecode'] === 'pp' && g['gamecode'].startsWith('pp'))).toBe(true);
    expect(Object.keys(pp.data[0])).toEqual(expect.arrayContaining(['gamepic', 'gamename', 'catecode', 'gamecode']));
    const ae = await s.call<Array<Record<string, string>>>('/api/gamelistBycode', { gamecode: 'ae' });
    expect(ae.data[0]['gamecode']).toMatch(/^ae/);
    expect((await s.call('/api/gamelistBycode', { gamecode: 'nope' })).code).toBe(422);
  });

  it('serves every seeded picture', async () => {
    const games = await s.call<Array<{ gamepic: string }>>('/api/gamelistBycode', { gamecode: 'obgdy' });
    const res = await fetch(games.data[0].gamepic);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('<svg');
    // fetch normalises '..' away, so this reaches /package.json: no such route.
    expect(JSON.parse((await s.raw('/pictures/../../package.json')).text).code).toBe(404);
    expect((await s.raw('/pictures/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await s.raw('/pictures/logo.svg%00.png')).status).toBe(404);
    expect((await s.raw('/pictures/.complete')).status).toBe(404);
  });

  it('bannerList answers four banners with both src and pic', async () => {
    const res = await s.call<Array<{ src: string; pic: string; url: string }>>('/api/bannerList', { type: 2 });
    expect(res.data).toHaveLength(4);
    for (const b of res.data) expect(b.src).toBe(b.pic);
    expect((await s.call<unknown[]>('/api/bannerList', {})).data).toHaveLength(4);
    expect((await s.call('/api/bannerList', { type: 7 })).code).toBe(422);
  });

  it('homenotice answers strings; service and agent URLs point at pages this server serves', async () => {
    const notices = await s.call<string[]>('/api/homenotice', {});
    expect(notices.data).toHaveLength(3);
    expect(notices.data.every((n) => typeof n === 'string')).toBe(true);
    const service = await s.call<{ url: string }>('/api/getservicerurl', {});
    expect(service.data.url).toBe(`${s.baseUrl}/service`);
    expect((await fetch(service.data.url)).headers.get('content-type')).toContain('text/html');
    const agent = await s.call<{ url: string }>('/api/getAgentLoginUrl', undefined, { method: 'GET' });
    expect(agent.data.url).toBe(`${s.baseUrl}/agent`);
    expect(await (await fetch(agent.data.url)).text()).toContain('代理登录');
  });

  it('activitytype, activitylist (paginator, filter) and activitydeatil', async () => {
    const types = await s.call<Array<{ id: number; name: string }>>('/api/activitytype', {});
    expect(types.data.map((t) => t.name)).toEqual(['新人专享', '日常活动', 'VIP专属']);
    const all = await s.call<Paged<{ id: number; title: string; type: number; banner: string }>>('/api/activitylist', { type: '' });
    expect(all.data).toMatchObject({ current_page: 1, per_page: 10, total: 5, last_page: 1 });
    const daily = await s.call<Paged<{ type: number }>>('/api/activitylist', { type: types.data[1].id });
    expect(daily.data.total).toBe(2);
    expect(daily.data.data.every((a) => a.type === types.data[1].id)).toBe(true);
    const id = all.data.data[0].id;
    const detail = await s.call<Record<string, unknown>>('/api/activitydeatil', { id });
    expect(detail.data).toMatchObject({ id, title: '新会员首存送38%' });
    expect(String(detail.data['content'])).toContain('<p>');
    expect(String(detail.data['memo'])).toContain('<ol>');
    expect(await s.call('/api/activitydeatil', { id: 9999 })).toEqual({ code: 202, message: '活动不存在', data: null });
  });

  it('doactivityapply: 200 once, 202 with the state on a repeat, 202 for a missing activity; the log lists it', async () => {
    const list = await s.call<Paged<{ id: number; title: string }>>('/api/activitylist', {});
    const activity = list.data.data[1];
    expect(await s.call('/api/doactivityapply', { activityid: activity.id }, { token })).toEqual({
      code: 200,
      message: '申请成功',
      data: [],
    });
    expect(await s.call('/api/doactivityapply', { activityid: activity.id }, { token })).toMatchObject({
      code: 202,
      message: '您已申请过该活动，当前状态：待审核',
    });
    expect(await s.call('/api/doactivityapply', { activityid: 9999 }, { token })).toMatchObject({ code: 202, message: '活动不存在' });
    const { rows } = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_applications WHERE activity_id = $1', [
      activity.id,
    ]);
    expect(rows[0].n).toBe(1);
    for (const path of ['/api/activityApplyLog', '/api/activityapplylog']) {
      const log = await s.call<Paged<{ activity_name: string; state: number; created_at: string }>>(path, { page: 1 }, { token });
      expect(log.data).toMatchObject({ current_page: 1, total: 1, last_page: 1 });
      expect(log.data.data[0]).toMatchObject({ activity_name: activity.title, state: 1 });
      expect(log.data.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect((await s.call<Paged<unknown>>('/api/activityApplyLog', { page: 1 }, { token: other })).data.total).toBe(0);
  });

  it('uservip answers ten levels in order with yuan thresholds and six rates', async () => {
    const res = await s.call<Array<Record<string, unknown>>>('/api/uservip', {});
    expect(res.data).toHaveLength(10);
    expect(res.data.map((v) => v['vipname'])).toEqual(Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`));
    expect(res.data[1]).toMatchObject({
      recharge: '1000.00',
      realperson: '0.45',
      sport: '0.50',
      e_sport: '0.50',
      joker: '0.45',
      electron: '0.55',
      lottery: '0.35',
    });
    expect(res.data[9]['recharge']).toBe('5000000.00');
    expect(String(res.data[0]['icon'])).toContain('/pictures/vip/1.svg');
  });

  it('applyagentdo validates, records once, answers 226 on a repeat', async () => {
    expect((await s.call('/api/applyagentdo', { mobile: '12345', apply_info: 'x' }, { token: other })).message).toBe('请输入正确手机号');
    expect((await s.call('/api/applyagentdo', { mobile: '13912345678', apply_info: '  ' }, { token: other })).message).toBe(
      '请输入申请理由',
    );
    expect((await s.call('/api/applyagentdo', { mobile: '13912345678', apply_info: '有客户资源' }, { token: other })).code).toBe(200);
    expect(await s.call('/api/applyagentdo', { mobile: '13912345678', apply_info: '再来' }, { token: other })).toMatchObject({
      code: 226,
      message: '您已申请过代理',
    });
    const { rows } = await s.db.query('SELECT mobile FROM agent_applications');
    expect(rows).toEqual([{ mobile: '13912345678' }]);
  });

  it('article answers the help text of each type 1-8 and 202 for an unknown type', async () => {
    for (let type = 1; type <= 8; type++) {
      const res = await s.call<{ id: number; name: string; content: string }>('/api/article', { type });
      expect(res.code).toBe(200);
      expect(res.data.content).toMatch(/^</);
    }
    expect(await s.call('/api/article', { type: 42 })).toEqual({ code: 202, message: '暂无数据', data: null });
  });

  it('noticeList and noticelist page site messages for everyone plus the member’s own', async () => {
    await operatorDesk(s).call('/admin/messages', { title: '只给carol', content: '<p>hi</p>', username: 'carol001' });
    for (const path of ['/api/noticeList', '/api/noticelist']) {
      const mine = await s.call<Paged<{ title: string; content: string; created_at: string }>>(path, { page: 1 }, { token: other });
      expect(mine.data.total).toBe(3);
      expect(mine.data.data[0].title).toBe('只给carol');
    }
    const demo = await s.call<Paged<{ title: string }>>('/api/noticeList', { page: 1, limit: 1 }, { token });
    expect(demo.data).toMatchObject({ total: 2, per_page: 1, last_page: 2, current_page: 1 });
    expect((await s.call<Paged<unknown>>('/api/noticeList', { page: 3 }, { token })).data.data).toEqual([]);
  });

  it('answers 401 to member content calls without a valid token', async () => {
    for (const path of [
      '/api/doactivityapply',
      '/api/activityApplyLog',
      '/api/activityapplylog',
      '/api/applyagentdo',
      '/api/noticeList',
      '/api/noticelist',
    ]) {
      expect((await s.call(path, {})).code).toBe(401);
    }
  });
});
