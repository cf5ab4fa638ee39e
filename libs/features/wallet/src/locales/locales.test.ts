import { describeTranslations } from '@h5/test-utils';
import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

const CATALOGUES = { en, vi, th, 'pt-BR': ptBR };
const LOCALES = Object.entries(CATALOGUES);

describeTranslations('the wallet texts', zh, CATALOGUES);

it.each(LOCALES)('%s puts the formatted amount and the card in as given', (_locale, { messages }) => {
  expect(messages.transfer.available('¥1,234.50')).toContain('¥1,234.50');
  expect(messages.cards.unbind('ICBC', '6789')).toMatch(/ICBC.*6789/);
});

it.each(LOCALES)('%s keeps the seven rows of the TRC20 and ERC20 comparison and the three withdrawal steps', (_locale, { messages }) => {
  expect(messages.usdtMore.rows).toHaveLength(zh.messages.usdtMore.rows.length);
  expect(messages.usdtCard.steps).toHaveLength(zh.messages.usdtCard.steps.length);
});
