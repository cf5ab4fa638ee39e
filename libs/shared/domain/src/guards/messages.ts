/**
 * docs/product.md §5, guards on games, red packets, transfer and navigation. Its own module because the
 * shell's first paint shows one of them (已在当前页面！): it must not carry every other text of
 * ../messages.ts, which only lazy screens show.
 */
export const GUARD_MESSAGES = {
  loginFirst: '请登录！',
  loginInvite: '精彩内容等你来体验，快来登录吧！',
  redPacketClosed: '红包已关闭',
  alreadyHere: '已在当前页面！',
} as const;
