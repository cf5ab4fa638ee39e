// The texts of the games feature's other screens (/concise, /gamePage, /kefu, /app, /zhanzhu,
// /zhanzhuye) and of home's on-demand notice modal: apart from ../messages.ts, which the home
// page paints with, so the first paint of / does not carry them.
export const screenMessages = {
  noticeModal: {
    /** The link's name when there are unread messages: the whole sentence, punctuation included. */
    moreUnread: (count: number) => `查看全部公告，${count}条未读站内信`,
  },
  concise: {
    title: '电子游戏',
    tabsLabel: '电子游戏厂商',
    gridLabel: (tab: string) => `${tab}游戏列表`,
    empty: '空空如也',
    failed: '游戏列表加载失败，请稍后再试',
    opening: (name: string) => `正在进入${name}`,
  },
  gamePage: {
    title: '游戏',
    agentTitle: '代理登录',
    serviceTitle: '在线客服',
    appTitle: 'APP下载',
    frameTitle: (title: string) => `${title}页面`,
    loading: '正在加载，请稍候',
    failed: '加载失败，请稍后再试',
    noGame: '未指定游戏，请返回重新选择',
    noDownload: '暂未提供下载地址',
    downloadStarted: '已为您发起下载，请留意手机弹出的安装提示',
    downloadAddress: '下载地址',
    downloadAgain: '重新下载',
    backHome: '返回首页',
  },
  kefu: {
    title: '在线客服',
    failed: '客服页面加载失败，请稍后再试',
  },
  app: {
    title: (site: string) => `${site}app下载`,
    fallbackSite: '官方',
    slidesLabel: 'APP功能介绍',
    slides: ['极速存取', '海量游戏', '安全保障', '贴心客服'],
    slideCaptions: ['存取款秒级到账', '真人体育电竞一应俱全', '资金加密安全无忧', '7×24小时在线服务'],
    slideAlt: (n: number, total: number) => `APP介绍图 ${n} / ${total}`,
    qrAlt: '扫码下载APP二维码',
    qrHint: '扫描二维码或点击下方按钮下载',
    download: '立即下载',
    note: '温馨提示：安装时请保持手机与电脑处于同一网络；若安装失败，请复制下载地址并在手机自带浏览器中打开。',
    // 添加到主屏幕 (docs/performance.md, Live money and the service worker): the web app itself, installed from the browser.
    install: {
      title: '添加到主屏幕',
      lead: '无需下载，像APP一样从桌面打开',
      button: '添加到主屏幕',
      iosStepsLabel: 'Safari添加到主屏幕步骤',
      iosShare: '点击浏览器底部的「分享」按钮',
      iosAdd: '在菜单中选择「添加到主屏幕」',
    },
  },
  sponsor: {
    title: '赞助',
    entries: {
      1: { title: '区域合作伙伴', text: '体育俱乐部官方区域合作伙伴' },
      2: { title: '全球顶级合作伙伴', text: '体育俱乐部全球顶级合作伙伴' },
    },
    divider: '没有更多了~',
    pageTitle: (title: string) => `${title}介绍`,
    back: '返回赞助',
  },
} as const;
