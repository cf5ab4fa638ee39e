import { activate, activeLocale, translateLazyCatalogues, translated } from '@h5/domain';
import { catalogue as menuCatalogue } from '../menu/locales';
import { messages as menu } from '../menu/messages';
import { messages as shell } from '../messages';
import { firstPaintCatalogues } from './catalogues';
import { startInLocale } from './start';

describe('starting in a language (issue 33)', () => {
  afterEach(() => {
    activate('zh-CN', [...firstPaintCatalogues({}), { target: menuCatalogue.target, translations: {} }]);
    translateLazyCatalogues('zh-CN');
  });

  it('puts <html lang> and the first screen’s texts in it before the app renders, lazy pages as they load', async () => {
    expect(await startInLocale('pt-BR')).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect([shell.login, shell.register, activeLocale()]).toEqual(['Entrar', 'Cadastrar', 'pt-BR']);
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
