import { translationProblems } from '@h5/test-utils';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as zh from '../messages';

it.each([
  ['en', en],
  ['vi', vi],
  ['th', th],
  ['pt-BR', ptBR],
] as const)('%s has every text, none empty, none left in Chinese', (_locale, translated) => {
  expect(translationProblems(zh, translated)).toEqual([]);
});
