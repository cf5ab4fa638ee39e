// Every Chinese string the shell shows. Texts quoted by the product spec match it exactly.
export const messages = {
  sessionExpiredTitle: '认证失败',
  sessionExpiredContent: '您的账号登陆过期，请重新登陆',
  confirm: '确定',

  login: '登录',
  register: '注册',
  recycle: '一键回收',
  refreshBalance: '刷新余额',
  openMenu: '打开菜单',
  balanceLabel: '中心钱包',

  messageTitle: '消息',
  aboutsTitle: '关于我们',
  termsTitle: '条款与规则',
  privacyTitle: '隐私政策',

  tabBarLabel: '底部导航',

  menuLabel: '侧边菜单',
  closeMenu: '关闭菜单',
  greeting: (title: string) => `您好，欢迎来到${title}`,
  greetingFallback: '您好，欢迎光临',
  vipPromoTitle: 'VIP会员尊享特权',
  vipPromoText: '晋级礼金、专属返水、生日礼金，等级越高福利越多',
  vipCenter: '会员中心',
  messageCenter: '消息中心',
  feedback: '意见反馈',
  permanentDomain: '永久域名',
  aboutUs: '关于我们',
  safeExit: '安全退出',
  loginNow: '立即登录',

  welcomeTitle: (title: string) => `欢迎来到${title}`,
  welcomeFallbackTitle: '欢迎光临',
  closeWelcome: '关闭欢迎信息',

  maintenanceTitle: '系统维护中',
  maintenanceFallback: '网站正在维护，请稍后再访问。',

  pageLoading: '页面加载中',
} as const;
