// Texts quoted by the product spec match it exactly; in this folder because the menu is lazy
// (../messages.ts is the first paint's).
export const messages = {
  menuLabel: '侧边菜单',
  closeMenu: '关闭菜单',
  greeting: (title: string) => `您好，欢迎来到${title}`,
  greetingFallback: '您好，欢迎光临',
  vipPromoTitle: 'VIP会员尊享特权',
  vipPromoText: '晋级礼金、专属返水、生日礼金，等级越高福利越多',
  vipCenter: '会员中心',
  messageCenter: '消息中心',
  responsibleGaming: '负责任博彩',
  feedback: '意见反馈',
  permanentDomain: '永久域名',
  aboutUs: '关于我们',
  safeExit: '安全退出',
  loginNow: '立即登录',
  /** The language picker's name (docs/i18n.md); the languages are named in themselves (LOCALE_NAMES). */
  language: '语言',
  /** A withdraw-only session's entries (docs/api.md, Player protection): all it can use. */
  withdrawal: '取款',
  withdrawalRecords: '取款记录',
} as const;
