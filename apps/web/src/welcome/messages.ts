// Texts quoted by the product spec match it exactly; in this folder because the welcome modal is lazy
// (../messages.ts is the first paint's).
export const messages = {
  welcomeTitle: (title: string) => `欢迎来到${title}`,
  welcomeFallbackTitle: '欢迎光临',
  closeWelcome: '关闭欢迎信息',
} as const;
