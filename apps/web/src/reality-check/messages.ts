// The reality check's texts (docs/api.md, Player protection), in this folder because the dialog is lazy (../messages.ts is the first paint's).
export const messages = {
  title: '现实检查',
  elapsed: (minutes: number) => `您已登录 ${minutes} 分钟`,
  summary: '本次登录：',
  deposits: '存款',
  withdrawals: '取款',
  betsResult: '投注输赢',
  keepPlaying: '继续游戏',
  logout: '退出登录',
} as const;
