import { translationProblems } from '@h5/domain';
import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

const CATALOGUES = { en, vi, th, 'pt-BR': ptBR };
const LOCALES = Object.entries(CATALOGUES);

// translationProblems comes from @h5/domain, not @h5/test-utils: test-utils depends on ui-kit (its
// renderers wrap the theme), and the import back would be a project cycle.
it.each(LOCALES)('%s has every text, none empty, none left in Chinese', (_locale, translation) => {
  expect(translationProblems(zh, translation, ['4321'])).toEqual([]);
});

it.each(LOCALES)('%s names a card by its last four digits', (_locale, translation) => {
  expect(translation.messages.cardEndingIn('4321')).toMatch(/\S 4321$/);
});
