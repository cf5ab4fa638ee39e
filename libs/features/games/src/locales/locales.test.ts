import { describeTranslations } from '@h5/test-utils';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as zh from '../messages';

describeTranslations('the games texts', zh, { en, vi, th, 'pt-BR': ptBR });

it('puts the banner number and the notice text in', () => {
  expect(en.messages.bannerAlt(2)).toBe('Promotion 2');
  expect(ptBR.messages.noticeAria('Manutenção às 3h')).toBe('Aviso: Manutenção às 3h');
  expect(th.messages.noticeAria('ปิดปรับปรุง')).toBe('ประกาศ: ปิดปรับปรุง');
});
