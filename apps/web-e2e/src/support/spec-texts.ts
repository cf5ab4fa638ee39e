/** Texts the flows look for, quoted from the product description (docs/product.md). */
export const SPEC = {
  register: {
    name: '用户名长度6~16位，以字母或数字组合！',
    password: '请输入正确的密码长度，最少6位！',
    confirm: '两次密码不一致！',
    realname: '请输入您的真实姓名!',
    payPassword: '请输入正确的支付密码长度，最少6位！',
  },
  captcha: { empty: '请输入验证码！', wrong: '验证码错误！' },
  login: { missing: '请输入您的账号和密码！' },
  loginRequired: '请登录！',
  logoutConfirm: '您确定要退出登录吗?',
  sessionExpiredTitle: '认证失败',
  sessionExpiredText: '您的账号登陆过期，请重新登陆',
  visitorLink: '先去逛逛',
  categories: ['真人', '体育', '电竞', '棋牌', '电子', '彩票'],
  categoryIds: ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'],
  conciseTabs: ['OB电子', 'FG电子', 'PP电子', 'AE电子'],
  tabs: ['首页', '优惠', '客服', '赞助', '我的'],
  header: { login: '登录', register: '注册', recycle: '一键回收' },
  quickButtons: ['存款', '转账', '取款', 'VIP'],
  appDownload: '立即下载',
} as const;

/** Accessible names the screens give their controls (not quoted by the spec; the helpers chose them). */
export const NAMES = {
  openMenu: '打开菜单',
  balance: '中心钱包',
  safeExit: '安全退出',
  confirm: '确定',
  /** The welcome dialog's close icon (关闭…), looked for inside the dialog. */
  closeWelcome: /^关闭/,
  field: { name: '用户名', password: '密码', confirmPass: '确认密码', realname: '真实姓名', paypassword: '支付密码', code: '验证码' },
  registerTitle: '注册账号',
  loginTitle: '账号登录',
  toRegister: '没有账号？去注册',
  toLogin: '已有账号？去登录',
} as const;

/** Messages of the reference server (apps/api) that the screens pass through. */
export const SERVER = { nameTaken: '用户名已注册', wrongPassword: '登录密码错误' } as const;
