import type * as zh from '../messages';

/** The tab bar in Thai (docs/i18n.md): 客服 as แชทสด, as on /login. Typed as in ./en.ts. */
const th: { readonly TAB_LABELS: Readonly<Record<keyof typeof zh.TAB_LABELS, string>> } = {
  TAB_LABELS: { home: 'หน้าแรก', activity: 'โปรโมชั่น', kefu: 'แชทสด', zhanzhu: 'สปอนเซอร์', mine: 'บัญชี' },
};
export default th;
