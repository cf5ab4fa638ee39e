import { LOCALES, type Translations } from '@h5/domain';
import {
  AUTH_MESSAGES,
  AUTH_TRANSLATIONS,
  PASSWORD_MESSAGES,
  PASSWORD_TRANSLATIONS,
  PROFILE_MESSAGES,
  PROFILE_TRANSLATIONS,
} from '@h5/domain';
import { localized } from './localized';
import { withLocale } from './request-locale';
import { ACCOUNT_TEXT } from '../accounts/messages';
import { ACCOUNT_TRANSLATIONS } from '../accounts/messages.i18n';
import { CONTENT_TEXT } from '../content/messages';
import { CONTENT_TRANSLATIONS } from '../content/messages.i18n';
import { HTTP_TEXT } from '../http/messages';
import { HTTP_TRANSLATIONS } from '../http/messages.i18n';
import { MONEY_TEXT } from '../money/messages';
import { MONEY_TRANSLATIONS } from '../money/messages.i18n';
import { OPERATOR_TEXT } from '../operator/messages';
import { OPERATOR_TRANSLATIONS } from '../operator/messages.i18n';
import { PROTECTION_TEXT } from '../protection/messages';
import { PROTECTION_TRANSLATIONS } from '../protection/messages.i18n';
import { SECURITY_TEXT } from '../security/messages';
import { SECURITY_TRANSLATIONS } from '../security/messages.i18n';
import { SERVING_TEXT } from '../serving/messages';
import { SERVING_TRANSLATIONS } from '../serving/messages.i18n';

/** Every catalogue the server answers from, with its translations (the type check proves the keys). */
const CATALOGUES: [string, object, Translations<object>][] = [
  ['accounts', ACCOUNT_TEXT, ACCOUNT_TRANSLATIONS],
  ['content', CONTENT_TEXT, CONTENT_TRANSLATIONS],
  ['http', HTTP_TEXT, HTTP_TRANSLATIONS],
  ['money', MONEY_TEXT, MONEY_TRANSLATIONS],
  ['operator', OPERATOR_TEXT, OPERATOR_TRANSLATIONS],
  ['protection', PROTECTION_TEXT, PROTECTION_TRANSLATIONS],
  ['security', SECURITY_TEXT, SECURITY_TRANSLATIONS],
  ['serving', SERVING_TEXT, SERVING_TRANSLATIONS],
  ['domain auth', AUTH_MESSAGES, AUTH_TRANSLATIONS],
  ['domain password', PASSWORD_MESSAGES, PASSWORD_TRANSLATIONS],
  ['domain profile', PROFILE_MESSAGES, PROFILE_TRANSLATIONS],
];

const HAN = /\p{Script=Han}/u;
// A text builder is called with samples of its parameters' kinds (amounts arrive as '100.00').
const render = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [value('100.00'), value(3)].map(String);
  return Object.values(value as object).flatMap(render);
};
const shape = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;

describe.each(CATALOGUES)('the %s catalogue', (_name, zh, translations) => {
  it.each(LOCALES.filter((l) => l !== 'zh-CN'))('has every key in %s, each a non-empty text of that language', (locale) => {
    const translated = translations[locale as keyof typeof translations];
    expect(shape(translated)).toEqual(shape(zh));
    for (const text of render(translated)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(HAN);
    }
  });
});

describe('localized', () => {
  const texts = localized({ hello: '你好', price: (p: string) => `${p}元` } as const, {
    en: { hello: 'Hello', price: (p) => `¥${p}` },
    vi: { hello: 'Xin chào', price: (p) => `¥${p}` },
    th: { hello: 'สวัสดี', price: (p) => `¥${p}` },
    'pt-BR': { hello: 'Olá', price: (p) => `¥${p}` },
  });

  it('reads Chinese outside a request and the request language inside one', () => {
    expect(texts.hello).toBe('你好');
    expect(withLocale('pt-BR', () => texts.hello)).toBe('Olá');
    expect(withLocale('en', () => texts.price('12.50'))).toBe('¥12.50');
    expect(withLocale('zh-CN', () => texts.price('12.50'))).toBe('12.50元');
  });

  it('keeps money in ¥ with two decimals in every language', () => {
    for (const locale of LOCALES.filter((l) => l !== 'zh-CN')) {
      withLocale(locale, () => {
        expect(MONEY_TRANSLATIONS[locale as Exclude<typeof locale, 'zh-CN'>].rechargeTooLow('100.00')).toContain('¥100.00');
        expect(MONEY_TRANSLATIONS[locale as Exclude<typeof locale, 'zh-CN'>].withdrawTooHigh('50000.00')).toContain('¥50000.00');
      });
    }
  });
});
