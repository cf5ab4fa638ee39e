/** Texts the data layer produces itself (server messages pass through untouched). */
export const messages = {
  networkError: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后再试',
  badResponse: '服务器返回异常，请稍后再试',
  sessionExpired: '您的账号登陆过期，请重新登陆',
  /** docs/product.md §8: the question before logout, asked by the shell's menu and /mine alike. */
  logoutConfirm: '您确定要退出登录吗?',
} as const;
