import { LOCALES, isTranslated, type TranslatedLocale } from '@h5/domain';
import { describeTranslations } from '@h5/test-utils';
import * as zh from '../messages';

const load = async (locale: TranslatedLocale) => ((await import(`./${locale}`)) as { default: typeof zh }).default;

describeTranslations('the auth screens', zh, load);

it.each(LOCALES.filter(isTranslated))('the auth screens in %s welcome by the site name', async (locale) => {
  expect((await load(locale)).messages.welcome('Royal')).toContain('Royal');
});
