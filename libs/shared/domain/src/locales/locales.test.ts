import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as authZh from '../auth/messages';
import { AUTH_TRANSLATIONS } from '../auth/messages.i18n';
import * as guardsZh from '../guards/messages';
import { translationProblems } from '../i18n/translation-problems';
import * as zh from '../messages';
import { PASSWORD_TRANSLATIONS, PROFILE_TRANSLATIONS } from '../messages.i18n';

// The walk every catalogue's test runs lives in this library (i18n/), its branches tested there.
describe.each([
  ['en', en],
  ['vi', vi],
  ['th', th],
  ['pt-BR', ptBR],
] as const)('the domain texts in %s', (_locale, translated) => {
  it('have every text, none empty, none left in Chinese', () => {
    expect(translationProblems(zh, translated, ['100', '200'])).toEqual([]);
  });

  it('take register, login and the guards from their own modules, every text of them', () => {
    expect(translationProblems(authZh, { AUTH_MESSAGES: translated.AUTH_MESSAGES }, ['100', '200'])).toEqual([]);
    expect(translationProblems(guardsZh, { GUARD_MESSAGES: translated.GUARD_MESSAGES }, ['100', '200'])).toEqual([]);
  });
});

it('puts the limits into the deposit range, with ¥', () => {
  expect(en.depositRangeMessage('100', '50000')).toBe('Please enter an amount between ¥100 and ¥50000!');
  expect(ptBR.depositRangeMessage('100', '50000')).toBe('Digite um valor entre ¥100 e ¥50000!');
  expect(th.depositRangeMessage('100', '5000')).toBe('กรุณากรอกจำนวนเงินระหว่าง ¥100 ถึง ¥5000');
});

it('gives the server the same texts as the locale files (each text written once)', () => {
  expect(AUTH_TRANSLATIONS).toEqual({ en: en.AUTH_MESSAGES, vi: vi.AUTH_MESSAGES, th: th.AUTH_MESSAGES, 'pt-BR': ptBR.AUTH_MESSAGES });
  expect(PROFILE_TRANSLATIONS['pt-BR']).toBe(ptBR.PROFILE_MESSAGES);
  expect(PASSWORD_TRANSLATIONS.vi).toBe(vi.PASSWORD_MESSAGES);
});
