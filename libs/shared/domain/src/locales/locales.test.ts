import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as authZh from '../auth/messages';
import { AUTH_TRANSLATIONS } from '../auth/messages.i18n';
import * as guardsZh from '../guards/messages';
import * as zh from '../messages';
import { PASSWORD_TRANSLATIONS, PROFILE_TRANSLATIONS } from '../messages.i18n';

// Domain cannot use @h5/test-utils' translationProblems (layering), so its own walk: every key of
// the Chinese texts and no other, each text non-empty and with no Chinese left, builders called.
const problems = (original: unknown, translated: unknown, path: string): string[] => {
  if (typeof original === 'function' && typeof translated === 'function')
    return problems(original('100', '200'), translated('100', '200'), `${path}()`);
  if (typeof original === 'string')
    return typeof translated === 'string' && translated.trim() !== '' && !/\p{Script=Han}/u.test(translated) ? [] : [path];
  if (typeof original !== 'object' || original === null || typeof translated !== 'object' || translated === null) return [path];
  const keys = new Set([...Object.keys(original), ...Object.keys(translated)]);
  return [...keys].flatMap((key) =>
    key in original && key in translated
      ? problems((original as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
};

describe.each([
  ['en', en],
  ['vi', vi],
  ['th', th],
  ['pt-BR', ptBR],
] as const)('the domain texts in %s', (_locale, translated) => {
  it('have every text, none empty, none left in Chinese', () => {
    expect(problems(zh, translated, 'messages')).toEqual([]);
  });

  it('take register, login and the guards from their own modules, every text of them', () => {
    expect(problems(authZh, { AUTH_MESSAGES: translated.AUTH_MESSAGES }, 'auth/messages')).toEqual([]);
    expect(problems(guardsZh, { GUARD_MESSAGES: translated.GUARD_MESSAGES }, 'guards/messages')).toEqual([]);
  });
});

describe('the walk', () => {
  it('finds a missing, an extra, an empty, a Chinese and a wrong kind of text', () => {
    const original = { a: '请', b: (n: string) => `${n}元`, c: { d: '你' }, e: '好', f: { g: '是' } };
    const translated = { a: ' ', b: 'not a builder', c: { d: '你' }, f: 'flat', x: 'extra' };
    expect(problems(original, translated, 't')).toEqual(['t.a', 't.b', 't.c.d', 't.e', 't.f', 't.x']);
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
