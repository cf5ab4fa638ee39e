// Fixture data for stories and tests: the shapes the API answers, with the demo site's content.
import type { AppInfo, Banner, ConciseGame, GameListItem } from '@h5/api-contract';

const banner = (n: number): Banner => {
  const src = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="hsl(${n * 70 + 200},70%,45%)"/><text x="48" y="170" font-size="64" fill="#fff" font-family="sans-serif">BANNER ${n}</text></svg>`,
  )}`;
  return { src, pic: src, url: '' };
};

export const bannersFixture: Banner[] = [1, 2, 3, 4].map(banner);

export const noticesFixture: string[] = [
  '尊敬的会员：本站已全面升级，请使用永久域名访问，谨防假冒网站。',
  '每日10:00-12:00红包雨准时开启，累计充值即可参与抢红包。',
  '温馨提示：请勿向任何人透露您的登录密码和支付密码。',
];

export const longNoticesFixture: string[] = [
  '重要通知：为了给广大会员提供更加优质的游戏体验，本站将于本周二凌晨02:00至06:00进行系统升级维护，维护期间所有游戏场馆、存款及取款功能将暂停使用，请各位会员提前做好资金安排，给您带来的不便敬请谅解，感谢您一直以来的支持与厚爱！',
  ...noticesFixture,
];

const logo = (text: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" rx="28" fill="hsl(${hue},70%,45%)"/><text x="80" y="96" font-size="40" fill="#fff" text-anchor="middle" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const game = (platform: string, name: string, category: string, hue: number, app_state: 0 | 1 = 1): GameListItem => ({
  name,
  platform_name: platform,
  category_id: category,
  game_code: '0',
  app_state,
  img_url: logo(platform.toUpperCase(), hue),
});

/** The game/list answer: every category, one hidden entry (app_state 0) in gaming and concise. */
export const gameListFixture: GameListItem[] = [
  game('ag', 'AG真人', 'realbet', 10),
  game('dg', 'DG真人', 'realbet', 40),
  game('sb', '沙巴体育', 'sport', 120),
  game('im', 'IM体育', 'sport', 160),
  game('lh', '雷火电竞', 'gaming', 200),
  { ...game('lh', '雷火电竞（维护中）', 'gaming', 200, 0), game_code: 'lh-beta' },
  game('ky', '开元棋牌', 'joker', 260),
  game('obgdy', 'OB电子', 'concise', 290),
  game('fgdz', 'FG电子', 'concise', 320),
  game('pp', 'PP电子', 'concise', 350),
  game('ae', 'AE电子', 'concise', 20, 0),
  game('cp', '极速彩票', 'lottery', 60),
];

export const appInfoFixture: AppInfo = {
  title: '皇冠体育',
  site_state: '1',
  repair_tips: '系统维护中，预计30分钟后恢复，给您带来不便敬请谅解。',
  redpacket_switch: '1',
  site_logo: '',
  h5_url: 'https://h5.example.com',
  index_modal: '0',
  webcontent: '<p>欢迎来到<strong>皇冠体育</strong>！</p>',
  ios_download_qrcode: '',
  ios_download_url: '',
};

const gamePic = (name: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" rx="24" fill="hsl(${hue},70%,42%)"/><text x="100" y="120" font-size="30" fill="#fff" text-anchor="middle" font-family="sans-serif">${name}</text></svg>`,
  )}`;

const SLOT_NAMES = ['财神到', '金龙献瑞', '幸运转盘', '水果派对', '招财猫', '麻将胡了', '寻宝奇兵', '火焰宝石'];
const TAB_PREFIX = { obgdy: 'ob', fgdz: 'fg', pp: 'pp', ae: 'ae' } as const;

/** gamelistBycode answers per provider tab, as the demo server seeds them. */
export const conciseGamesFixture = (tab: keyof typeof TAB_PREFIX, count = SLOT_NAMES.length): ConciseGame[] =>
  SLOT_NAMES.slice(0, count).map((gamename, i) => ({
    gamename,
    gamecode: `${TAB_PREFIX[tab]}00${i + 1}`,
    catecode: tab,
    gamepic: gamePic(gamename, (i * 45 + tab.length * 30) % 360),
    gametype: 'slot',
  }));

/** A stand-in for a framed page (game, service, partner) so stories need no server. */
export const framedPageFixture = (title: string, body: string, background = '#0b3d2e') =>
  `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><html lang="zh-CN"><body style="margin:0;font-family:sans-serif;background:${background};color:#fff;text-align:center"><h1 style="font-size:20px;padding-top:32px">${title}</h1><p>${body}</p></body></html>`,
  )}`;

export const qrcodeFixture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="232" height="260"><rect width="232" height="260" fill="#fff"/><rect x="16" y="16" width="56" height="56"/><rect x="160" y="16" width="56" height="56"/><rect x="16" y="160" width="56" height="56"/><rect x="96" y="96" width="40" height="40"/><text x="116" y="250" font-size="16" text-anchor="middle" font-family="sans-serif">扫码下载APP</text></svg>',
)}`;
