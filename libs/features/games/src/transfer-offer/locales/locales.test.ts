import { describeTranslations } from '@h5/test-utils';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as zh from '../messages';

describeTranslations('the transfer offer texts', zh, { en, vi, th, 'pt-BR': ptBR });

it('puts the venue and the central balance in', () => {
  expect(en.messages.text('AG Live', '¥500.00')).toBe(
    'AG Live balance is ¥0.00 and your main wallet holds ¥500.00. Move money in to play with it.',
  );
});
