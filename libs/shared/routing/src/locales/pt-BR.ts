import type * as zh from '../messages';

/** The tab bar in Brazilian Portuguese (docs/i18n.md). Typed as in ./en.ts. */
const ptBR: { readonly TAB_LABELS: Readonly<Record<keyof typeof zh.TAB_LABELS, string>> } = {
  TAB_LABELS: { home: 'Início', activity: 'Promoções', kefu: 'Suporte', zhanzhu: 'Patrocínio', mine: 'Conta' },
};
export default ptBR;
