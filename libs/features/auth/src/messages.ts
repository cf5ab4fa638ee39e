/**
 * Every Chinese text the auth feature shows itself. Validation texts come from @h5/domain
 * (docs/product.md §5) and server texts pass through untouched; these are the screen's own words.
 */
export const messages = {
  login: '登录',
  /** The passkey login beside the password form (docs/security.md). */
  passkeyLogin: '使用通行密钥登录',
  passkeyFailed: '通行密钥登录未完成',
  register: '注册',
  loginTitle: '账号登录',
  registerTitle: '注册账号',
  loginSubtitle: '登录后即可畅玩全部游戏',
  registerSubtitle: '注册即可开启精彩游戏之旅',
  toRegister: '没有账号？去注册',
  toLogin: '已有账号？去登录',
  welcome: (title: string) => `欢迎来到${title}`,
  welcomeFallback: '欢迎光临',
  fields: {
    name: '用户名',
    password: '密码',
    confirmPass: '确认密码',
    realname: '真实姓名',
    paypassword: '支付密码',
    code: '验证码',
  },
  placeholders: {
    loginName: '请输入用户名',
    loginPassword: '请输入密码',
    registerName: '请输入6~16位字母或数字',
    registerPassword: '请输入密码，最少6位',
    confirmPass: '请再次输入密码',
    realname: '请输入真实姓名，须与提款人一致',
    paypassword: '请输入支付密码，最少6位',
    code: '请输入验证码',
  },
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  captchaAlt: '验证码',
  captchaRefresh: '看不清？换一张',
  visitor: '先去逛逛',
  service: '在线客服',
  /** The language picker's name (docs/i18n.md); the languages are named in themselves (LOCALE_NAMES). */
  language: '语言',
  /** Fallback when a failed call carries no text at all. */
  failed: '操作失败，请稍后再试',
} as const;
