// The Chinese strings of the shell's first paint (header, tab bar, fallbacks, the 401 dialog).
// The lazy parts keep theirs beside them (menu/, welcome/, maintenance/ messages.ts), so the
// entry does not carry them. Texts quoted by the product spec match it exactly.
export const messages = {
  sessionExpiredTitle: '认证失败',
  sessionExpiredContent: '您的账号登陆过期，请重新登陆',
  confirm: '确定',

  login: '登录',
  register: '注册',
  openMenu: '打开菜单',

  messageTitle: '消息',
  aboutsTitle: '关于我们',
  termsTitle: '条款与规则',
  privacyTitle: '隐私政策',

  tabBarLabel: '底部导航',

  pageLoading: '页面加载中',
} as const;
