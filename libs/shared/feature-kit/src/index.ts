export { useBack } from './use-back';
export { notifyBusinessError, notifying, refusalMessage, useNotifyBusinessError, walletMoneyNotices } from './notify';
export type { RefusalOptions } from './notify';
export { amountText, useAmountInput } from './use-amount-input';
export { ServiceNote } from './service-note';
export type { ServiceNoteProps } from './service-note';
export { ShortcutGrid } from './shortcut-grid';
export type { Shortcut, ShortcutGridProps } from './shortcut-grid';
export { walletFigures } from './wallet-figures';
