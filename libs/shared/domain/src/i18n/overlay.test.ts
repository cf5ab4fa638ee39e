import { activeLocale } from './active-locale';
import { activate, overlay, restoreChinese, type Catalogue } from './overlay';

// A messages module as the screens import it: groups of texts, builders, lists.
const fresh = () => ({
  messages: {
    title: '登录',
    welcome: (site: string) => `欢迎来到${site}`,
    fields: { name: '用户名', password: '密码' },
    weekdays: ['一', '二', '三'],
  },
});

describe('overlay', () => {
  it('writes a translation onto the live Chinese object, texts, builders, groups and lists', () => {
    const module = fresh();
    const fields = module.messages.fields;
    overlay(module, {
      messages: { title: 'Log in', welcome: (site: string) => `Welcome to ${site}`, fields: { name: 'Username', password: 'Password' }, weekdays: ['Mon', 'Tue'] },
    });
    expect(module.messages.title).toBe('Log in');
    expect(module.messages.welcome('Royal')).toBe('Welcome to Royal');
    // A group a module kept a reference to follows too.
    expect(fields.name).toBe('Username');
    expect(module.messages.weekdays).toEqual(['Mon', 'Tue']);
  });

  it('puts the Chinese back, whatever was written since', () => {
    const module = fresh();
    overlay(module, { messages: { title: 'Log in', weekdays: ['Mon', 'Tue', 'Wed', 'Thu'] } });
    overlay(module, { messages: { title: 'Entrar' } });
    restoreChinese(module);
    expect(module).toEqual({ messages: expect.objectContaining({ title: '登录', fields: { name: '用户名', password: '密码' }, weekdays: ['一', '二', '三'] }) });
    expect(module.messages.welcome('皇冠')).toBe('欢迎来到皇冠');
  });

  it('leaves an object nothing was written onto as it is', () => {
    const module = fresh();
    restoreChinese(module);
    expect(module.messages.title).toBe('登录');
  });

  it('cannot write a text exported at the top of a module (its bindings are read-only)', () => {
    const namespace = Object.freeze({ TITLE: '登录' });
    expect(() => overlay(namespace, { TITLE: 'Log in' })).toThrow(TypeError);
  });
});

describe('activate', () => {
  it('puts every catalogue in the locale, and back in Chinese, one request after another', () => {
    const auth = fresh();
    const menu = { messages: { close: '关闭' } };
    const catalogues: Catalogue[] = [
      { target: auth, translations: { en: { messages: { title: 'Log in' } }, vi: { messages: { title: 'Đăng nhập' } } } },
      { target: menu, translations: { en: { messages: { close: 'Close' } } } },
    ];
    activate('en', catalogues);
    expect([auth.messages.title, menu.messages.close, activeLocale()]).toEqual(['Log in', 'Close', 'en']);
    // The menu has no Vietnamese: Chinese, not the English written before.
    activate('vi', catalogues);
    expect([auth.messages.title, menu.messages.close, activeLocale()]).toEqual(['Đăng nhập', '关闭', 'vi']);
    activate('zh-CN', catalogues);
    expect([auth.messages.title, menu.messages.close, activeLocale()]).toEqual(['登录', '关闭', 'zh-CN']);
  });
});
