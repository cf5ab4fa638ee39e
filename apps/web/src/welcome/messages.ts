// Texts quoted by the product spec match it exactly; in this folder because the welcome modal is lazy
// (../messages.ts is the first paint's).
export const messages = {
  welcomeTitle: (title: string) => `欢迎来到${title}`,
  welcomeFallbackTitle: '欢迎光临',
  closeWelcome: '关闭欢迎信息',
  /** Our words (the spec has none): ticked, closing keeps the text away until tomorrow. */
  notToday: '今日不再提示',
  /** To /recharge: the operator's deposit offer, or a member at ¥0 (the glossary's word 存款). */
  goRecharge: '去存款',
} as const;
