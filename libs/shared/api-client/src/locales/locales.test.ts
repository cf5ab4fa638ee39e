import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

/**
 * @h5/test-utils' translationProblems cannot be used here: test-utils depends on api-client (its
 * page renderer builds the store), and the import back would be a project cycle. These texts are
 * one flat group of strings, so the same check is short: the same keys, each text non-empty and
 * with no Chinese left.
 */
it.each([
  ['en', en],
  ['vi', vi],
  ['th', th],
  ['pt-BR', ptBR],
] as const)('%s has every text, none empty, none left in Chinese', (_locale, translation) => {
  expect(Object.keys(translation)).toEqual(Object.keys(zh));
  expect(Object.keys(translation.messages).sort()).toEqual(Object.keys(zh.messages).sort());
  for (const text of Object.values(translation.messages)) {
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/\p{Script=Han}/u);
  }
});
