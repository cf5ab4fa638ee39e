/**
 * The texts of the dialog a refused login opens during a time-out or self-exclusion (docs/api.md, Player protection;
 * no spec text). In this folder, not ../messages.ts, because the dialog is a chunk of its own
 * and /login's first paint must not carry them.
 */
export const messages = {
  title: '暂停期间仅可提款',
  explanation: '您的资金始终属于您：暂停期间您仍可登录取款、添加收款账户并查看取款记录；存款和游戏将在暂停结束后恢复。',
  withdraw: '取款',
  close: '关闭',
} as const;
