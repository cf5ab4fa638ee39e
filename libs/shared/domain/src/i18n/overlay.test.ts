import { activeLocale, setTranslator, translated, type LazyCatalogue } from './active-locale';
import { activate, collectLazyCatalogues, overlay, restoreChinese, translateLazyCatalogues, type Catalogue } from './overlay';

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
      messages: {
        title: 'Log in',
        welcome: (site: string) => `Welcome to ${site}`,
        fields: { name: 'Username', password: 'Password' },
        weekdays: ['Mon', 'Tue'],
      },
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
    expect(module).toEqual({
      messages: expect.objectContaining({ title: '登录', fields: { name: '用户名', password: '密码' }, weekdays: ['一', '二', '三'] }),
    });
    expect(module.messages.welcome('皇冠')).toBe('欢迎来到皇冠');
  });

  it('leaves an object nothing was written onto as it is', () => {
    const module = fresh();
    restoreChinese(module);
    expect(module.messages.title).toBe('登录');
  });

  it('leaves a text exported at the top of a module as it is (its bindings are read-only), and writes the rest', () => {
    const group = { title: '登录' };
    const namespace = Object.freeze({ TITLE: '登录', group });
    const getters = Object.defineProperty({}, 'TITLE', { get: () => '登录', enumerable: true });
    expect(() => overlay(namespace, { TITLE: 'Log in', group: { title: 'Log in' } })).not.toThrow();
    expect(() => overlay(getters, { TITLE: 'Log in' })).not.toThrow();
    expect([namespace.TITLE, group.title, (getters as { TITLE: string }).TITLE]).toEqual(['登录', 'Log in', '登录']);
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

// A lazy page's module: its texts and a loader per translation, counting what was fetched.
const lazyPage = () => {
  const fetched: string[] = [];
  const target = { messages: { title: '充值' } };
  const load = (locale: string, title: string) => async () => {
    fetched.push(locale);
    return { default: { messages: { title } } };
  };
  const catalogue: LazyCatalogue = {
    target,
    translations: { en: load('en', 'Deposit'), vi: load('vi', 'Nạp tiền'), th: load('th', 'ฝากเงิน'), 'pt-BR': load('pt-BR', 'Depositar') },
  };
  return { page: { default: 'Page', catalogue }, target, fetched };
};

describe('translated (a lazy module before it renders)', () => {
  afterEach(() => {
    setTranslator(undefined);
    activate('zh-CN', []);
  });

  it('fetches nothing in Chinese', async () => {
    const { page, target, fetched } = lazyPage();
    translateLazyCatalogues('zh-CN');
    expect(await translated(page)).toBe(page);
    expect([target.messages.title, fetched]).toEqual(['充值', []]);
  });

  it('fetches only the active language and writes it before the module is given', async () => {
    const { page, target, fetched } = lazyPage();
    translateLazyCatalogues('vi');
    await translated(page);
    expect([target.messages.title, fetched]).toEqual(['Nạp tiền', ['vi']]);
  });

  it('fetches each catalogue of a module that shows several', async () => {
    const home = lazyPage();
    const screens = lazyPage();
    translateLazyCatalogues('en');
    await translated({ catalogue: [home.page.catalogue, screens.page.catalogue] });
    expect([home.target.messages.title, screens.target.messages.title]).toEqual(['Deposit', 'Deposit']);
  });

  it('gives a module without texts as it is', async () => {
    translateLazyCatalogues('en');
    const module = { default: 'Page' };
    expect(await translated(module)).toBe(module);
  });

  it('on the server, keeps every language of a loaded catalogue for the requests after', async () => {
    const { page, target, fetched } = lazyPage();
    const catalogues: Catalogue[] = [];
    collectLazyCatalogues(catalogues);
    activate('th', catalogues);
    await translated(page);
    expect(target.messages.title).toBe('ฝากเงิน');
    // Loaded again by another render: kept once, fetched once.
    await translated(page);
    expect([catalogues.length, fetched.sort()]).toEqual([1, ['en', 'pt-BR', 'th', 'vi']]);
    activate('pt-BR', catalogues);
    expect(target.messages.title).toBe('Depositar');
    activate('zh-CN', catalogues);
    expect(target.messages.title).toBe('充值');
  });
});
