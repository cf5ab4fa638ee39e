// Every Chinese string ui-kit shows. Texts quoted by the product spec match it exactly.
export const messages = {
  back: '返回',
  close: '关闭',
  loading: '加载中',
  confirm: '确定',
  cancel: '取消',
  noMore: '没有更多了~',
  empty: '空空如也',
  loadFailed: '加载失败，请稍后再试',
  retry: '重新加载',
  expand: '展开',
  collapse: '收起',
  copy: '复制',
  copied: '复制成功！',
  copyFailed: '复制失败，请长按手动复制',
  serverError: '服务器异常，请稍后再试',
  remaining: '剩余时间',
  // BalanceCard: the member's two wallets.
  totalAssets: '总资产',
  centralWallet: '中心钱包',
  gameWallet: '游戏钱包',
  refreshBalance: '刷新余额',
  recycle: '一键回收',
  // AmountField: fills in the most the player can move.
  maxAmount: '最大金额',
  cardEndingIn: (lastFour: string) => `尾号${lastFour}`,
} as const;
