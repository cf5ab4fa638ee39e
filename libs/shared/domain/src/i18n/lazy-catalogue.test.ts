import { catalogue as guardsCatalogue } from '../guards/locales';
import * as guards from '../guards/messages';
import type { LazyCatalogueOf } from './lazy-catalogue';

describe('a catalogue typed LazyCatalogueOf', () => {
  it('keeps the Chinese module as the target and loads each language from its own loader', async () => {
    expect(guardsCatalogue.target).toBe(guards);
    const en = await guardsCatalogue.translations.en();
    const th = await guardsCatalogue.translations.th();
    expect(Object.keys(en.default)).toEqual(Object.keys(guards).filter((key) => key !== 'default'));
    expect(en.default).not.toEqual(th.default);
  });

  it('takes only loaders of a translation of that very module (the type check holds it)', () => {
    const wrong = () => Promise.resolve({ default: { NOT_A_TEXT: 'x' } });
    const translations = { en: wrong, vi: wrong, th: wrong, 'pt-BR': wrong };
    // @ts-expect-error: a translation of another module is refused.
    const refused = { target: guards, translations } satisfies LazyCatalogueOf<typeof guards>;
    expect(refused.translations.en).toBe(wrong);
  });
});
