import type * as zh from '../messages';

/**
 * The tab bar in English (docs/i18n.md): one short word each, five tabs share 320 px. Routing may not
 * import @h5/domain (a util library depends on utils only), so the `Translation` shape is spelt
 * here: every tab of the Chinese bar, as a string.
 */
const en: { readonly TAB_LABELS: Readonly<Record<keyof typeof zh.TAB_LABELS, string>> } = {
  TAB_LABELS: { home: 'Home', activity: 'Promos', kefu: 'Support', zhanzhu: 'Sponsor', mine: 'Account' },
};
export default en;
