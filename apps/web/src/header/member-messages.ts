// The texts of a member's part of the header (member-actions-view.tsx, its own chunk).
export const memberMessages = {
  recycle: '一键回收',
  refreshBalance: '刷新余额',
  balanceLabel: '中心钱包',
} as const;
