import type { Locale } from './locale';

/** The forms a counted text has in a language: `other` always, the rest as its rules need. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * A counted text in a translated catalogue (`plural('en', n, { one: '# day', other: '# days' })`):
 * the form the language's plural rules pick for `count` (CLDR, through Intl), `#` replaced by the
 * count. Chinese texts have one form and never call it.
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return (forms[rule.select(count)] ?? forms.other).replace('#', String(count));
}
