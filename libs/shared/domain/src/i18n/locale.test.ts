import { firstMatchingLocale, localeFromAcceptLanguage, matchLocale } from './locale';

describe('matchLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['vi-VN', 'vi'],
    ['th', 'th'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt_br', 'pt-BR'],
  ])('%s is %s', (tag, locale) => expect(matchLocale(tag)).toBe(locale));

  it.each(['fr', 'ja-JP', '', '*', undefined])('%s is none of ours', (tag) => expect(matchLocale(tag)).toBeNull());
});

describe('localeFromAcceptLanguage', () => {
  it('takes the highest q, then the first named', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,vi;q=0.8,en;q=0.7')).toBe('vi');
    expect(localeFromAcceptLanguage('en;q=0.5, th;q=0.9')).toBe('th');
    expect(localeFromAcceptLanguage('pt-BR, en')).toBe('pt-BR');
  });

  it('names nothing for other languages, a wildcard or q=0', () => {
    expect(localeFromAcceptLanguage('fr, de;q=0.8')).toBeNull();
    expect(localeFromAcceptLanguage('*')).toBeNull();
    expect(localeFromAcceptLanguage('en;q=0')).toBeNull();
    // A weight that is no number counts as q=0.
    expect(localeFromAcceptLanguage('en;q=abc, th;q=0.1')).toBe('th');
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('firstMatchingLocale', () => {
  it('follows the browser order', () => {
    expect(firstMatchingLocale(['ja', 'th-TH', 'en'])).toBe('th');
    expect(firstMatchingLocale(['ja'])).toBeNull();
  });
});
