import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

const LOCALES = [
  ['en', en],
  ['vi', vi],
  ['th', th],
  ['pt-BR', ptBR],
] as const;

/**
 * @h5/test-utils' translationProblems cannot be used here: test-utils depends on ui-kit (its
 * renderers wrap the theme), and the import back would be a project cycle. These texts are one
 * flat group (one builder among them), so the same check is short: the same keys, each text
 * non-empty and with no Chinese left.
 */
it.each(LOCALES)('%s has every text, none empty, none left in Chinese', (_locale, translation) => {
  expect(Object.keys(translation)).toEqual(Object.keys(zh));
  expect(Object.keys(translation.messages).sort()).toEqual(Object.keys(zh.messages).sort());
  for (const value of Object.values(translation.messages)) {
    const text = typeof value === 'function' ? value('4321') : value;
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/\p{Script=Han}/u);
  }
});

it.each(LOCALES)('%s names a card by its last four digits', (_locale, translation) => {
  expect(translation.messages.cardEndingIn('4321')).toMatch(/\S 4321$/);
});
