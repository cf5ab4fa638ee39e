import * as auth from '../auth/messages';
import * as guards from '../guards/messages';
import * as rules from '../messages';
import { DOMAIN_CATALOGUES } from './catalogues';
import { isTranslated, LOCALES } from './locale';

describe('the domain’s catalogues (docs/i18n.md)', () => {
  it('name its three messages modules and load each module’s own translation in every language', async () => {
    expect(DOMAIN_CATALOGUES.map((catalogue) => catalogue.target)).toEqual([rules, auth, guards]);
    for (const { target, translations } of DOMAIN_CATALOGUES)
      for (const locale of LOCALES.filter(isTranslated)) {
        const { default: translation } = await translations[locale]();
        expect(Object.keys(translation).sort()).toEqual(Object.keys(target).sort());
      }
  });
});
