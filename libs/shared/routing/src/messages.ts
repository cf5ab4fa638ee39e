/** Tab bar labels, exactly as docs/product.md §2 writes them. */
export const TAB_LABELS = {
  home: '首页',
  activity: '优惠',
  kefu: '客服',
  zhanzhu: '赞助',
  mine: '我的',
} as const;
