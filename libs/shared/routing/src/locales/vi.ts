import type * as zh from '../messages';

/** The tab bar in Vietnamese (docs/i18n.md): 客服 as CSKH, the sites' own short word. Typed as in ./en.ts. */
const vi: { readonly TAB_LABELS: Readonly<Record<keyof typeof zh.TAB_LABELS, string>> } = {
  TAB_LABELS: { home: 'Trang chủ', activity: 'Khuyến mãi', kefu: 'CSKH', zhanzhu: 'Tài trợ', mine: 'Tài khoản' },
};
export default vi;
