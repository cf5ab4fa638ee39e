import { translationProblems } from '@h5/domain';
import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

// translationProblems comes from @h5/domain, not @h5/test-utils: test-utils depends on api-client
// (its page renderer builds the store), and the import back would be a project cycle.
it.each([
  ['en', en],
  ['vi', vi],
  ['th', th],
  ['pt-BR', ptBR],
] as const)('%s has every text, none empty, none left in Chinese', (_locale, translation) => {
  expect(translationProblems(zh, translation)).toEqual([]);
});
