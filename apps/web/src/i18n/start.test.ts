import { activate, activeLocale, translateLazyCatalogues, translated } from '@h5/domain';
import { TAB_LABELS } from '@h5/routing';
import { catalogue as menuCatalogue } from '../menu/locales';
import { messages as menu } from '../menu/messages';
import { messages as shell } from '../messages';
import { firstPaintCatalogues, LIBRARY_CATALOGUES } from './catalogues';
import { startInLocale } from './start';

describe('starting in a language (docs/i18n.md)', () => {
  afterEach(() => {
    const targets = [...LIBRARY_CATALOGUES, menuCatalogue].map(({ target }) => ({ target, translations: {} }));
    activate('zh-CN', [...firstPaintCatalogues({}), ...targets]);
    translateLazyCatalogues('zh-CN');
  });

  it('puts <html lang> and the first screen’s texts in it before the app renders, lazy pages as they load', async () => {
    expect(await startInLocale('pt-BR')).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect([shell.login, shell.register, activeLocale()]).toEqual(['Entrar', 'Cadastrar', 'pt-BR']);
    // The libraries' texts too: the tab bar's.
    expect(Object.values(TAB_LABELS)).not.toContainEqual(expect.stringMatching(/\p{Script=Han}/u));
    // The menu is lazy: its Portuguese comes with it (lazyWithRetry passes it through `translated`).
    await translated({ catalogue: menuCatalogue });
    expect(menu.safeExit).toBe('Sair');
  });

  it('loads nothing in Chinese', async () => {
    expect(await startInLocale('zh-CN')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(shell.login).toBe('登录');
  });
});
