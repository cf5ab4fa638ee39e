import { LOCALES } from '@h5/domain';
import { translationProblems } from '@h5/test-utils';
import { messages } from './messages';
import { WITHDRAW_ONLY_TRANSLATIONS } from './messages.i18n';

it.each(LOCALES.filter((locale) => locale !== 'zh-CN'))(
  'the withdraw-only dialog in %s: every key, none empty, no Chinese left',
  (locale) => {
    expect(translationProblems(messages, WITHDRAW_ONLY_TRANSLATIONS[locale as keyof typeof WITHDRAW_ONLY_TRANSLATIONS])).toEqual([]);
  },
);
