import { setImmediate } from 'node:timers';
import { appInfo } from '../test/fake-api';
import type { StartupData } from './entry-server';

// React's Node renderer schedules with setImmediate, which jsdom's globals lack.
Object.assign(globalThis, { setImmediate });

const data: StartupData = { appInfo: appInfo(), banners: [], notices: [], games: [] };

describe('the server renders the visitor’s language (docs/i18n.md)', () => {
  it('renders requests in different languages one after another, each whole in its own, Chinese untouched', async () => {
    await jest.isolateModulesAsync(async () => {
      const { renderHome } = await import('./entry-server');
      // Asked for at once, as concurrent requests would: none is written over by another's language.
      const [en, zh, vi] = await Promise.all([renderHome(data, 'en'), renderHome(data), renderHome(data, 'vi')]);
      // The shell's header of / and auth's /login, which loads lazily during the first render.
      expect(en.html).toContain('Log in');
      expect(en.routes['/login']).toContain('Log in to play every game');
      expect(vi.html).toContain('Đăng nhập');
      expect(vi.routes['/login']).toContain('Đăng nhập để chơi tất cả trò chơi');
      expect(zh.html).toContain('登录');
      expect(zh.html).not.toContain('Log in');
      expect(zh.routes['/login']).toContain('登录后即可畅玩全部游戏');
      // And again, now that /login's catalogue is loaded.
      const th = await renderHome(data, 'th');
      expect(th.routes['/login']).toContain('เข้าสู่ระบบเพื่อเล่นได้ทุกเกม');
      expect((await renderHome(data)).routes['/login']).toContain('登录后即可畅玩全部游戏');
    });
  });
});
