import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

const CATALOGUES = { en, vi, th, 'pt-BR': ptBR };
const LOCALES = Object.entries(CATALOGUES);

/**
 * translationProblems is out of reach here, in @h5/domain as in @h5/test-utils: a util library may
 * depend on utils only, its tests included (tools/eslint-boundaries.mjs). The tab labels are one flat group of
 * strings, so the same check is short: the same keys, each label non-empty and with no Chinese left.
 */
it.each(LOCALES)('%s has every text, none empty, none left in Chinese', (_locale, translation) => {
  expect(Object.keys(translation)).toEqual(Object.keys(zh));
  expect(Object.keys(translation.TAB_LABELS).sort()).toEqual(Object.keys(zh.TAB_LABELS).sort());
  for (const label of Object.values(translation.TAB_LABELS)) {
    expect(label.trim()).not.toBe('');
    expect(label).not.toMatch(/\p{Script=Han}/u);
  }
});

// Five tabs share a 320 px bar: a label longer than this breaks onto two lines in the longest languages.
it.each(LOCALES)('%s keeps every tab label to one short word or two', (_locale, translation) => {
  for (const label of Object.values(translation.TAB_LABELS)) expect(label.length).toBeLessThanOrEqual(10);
});
