// The offer before a game whose venue holds nothing (docs/product.md §2 Home): our words, the
// spec has none; in this folder because the offer is lazy (../messages.ts is the first paint's).
export const messages = {
  title: '转入游戏余额',
  /** The venue's name and the central balance, already formatted (¥1,280.50). */
  text: (venue: string, central: string) => `${venue}余额为 ¥0.00，中心钱包有 ${central}。转入后即可在游戏中使用。`,
  amount: '转入金额',
  amountPlaceholder: '请输入转入金额',
  available: (amount: string) => `可转 ${amount}`,
  transferAndEnter: '转入并进入游戏',
  enterDirectly: '直接进入',
  close: '关闭',
  /** The transfer got no answer (network): the money may or may not have moved; the key is kept. */
  noAnswer: '转入未完成，请检查网络后重试',
} as const;
