import { activate, collectLazyCatalogues, DEFAULT_LOCALE, translated, type Catalogue, type Locale } from '@h5/domain';
import { firstPaintCatalogues, LIBRARY_CATALOGUES } from '../i18n/catalogues';
import en from '../locales/en';
import ptBR from '../locales/pt-BR';
import th from '../locales/th';
import vi from '../locales/vi';

// The server renders requests in different languages one after another in one process: it holds
// every language of the first screen, and of each lazy page once it has loaded (collected).
const catalogues: Catalogue[] = firstPaintCatalogues({ en: { shell: en }, vi: { shell: vi }, th: { shell: th }, 'pt-BR': { shell: ptBR } });
collectLazyCatalogues(catalogues);

// The libraries' texts, every language, before the first render.
let queue: Promise<unknown> = translated({ catalogue: LIBRARY_CATALOGUES }).catch(() => undefined);

/**
 * Runs one render in `locale`, after every render before it has finished: a render awaits
 * lazy pages, and another request's language must not be written onto the texts meanwhile.
 * Chinese again afterwards, as a module outside any render expects.
 */
export function renderInLocale<T>(locale: Locale, render: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    activate(locale, catalogues);
    try {
      return await render();
    } finally {
      activate(DEFAULT_LOCALE, catalogues);
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
