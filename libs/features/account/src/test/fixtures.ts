// The account screens' own data for stories and tests (the member, venues and paging are
// @h5/test-utils' shared fixtures), shaped as the API answers and as a player sees it.
import type { Article, BetRecord, ProtectionOverview, SiteMessage, StatementData, UserInfo } from '@h5/api-contract';
import { userFixture } from '@h5/test-utils';

// A small green square as a png data URL: stories show a real picture without a server.
export const AVATAR_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPj/n4GBgYGJgYGBAQAeBgICeS6Y/QAAAABJRU5ErkJggg==';

export const agentUserFixture: UserInfo = { ...userFixture, isagent: 1, avatar: AVATAR_PNG, vip: 8, current_vip: 'VIP8' };

/** A member who never filled in the profile. */
export const blankUserFixture: UserInfo = { ...userFixture, mobile: null, email: null, birthday: null };

export const noticesFixture: string[] = [
  '尊敬的会员：为提升服务质量，本站将于每周二 02:00-04:00 进行例行维护，期间部分场馆暂停服务。',
  '新用户首存即送 38% 红利，最高可得 8888 元，详情请查看优惠活动页面。',
];

export const siteMessagesFixture: SiteMessage[] = [
  { id: 31, title: '存款到账通知', content: '<p>您的存款 <b>¥500.00</b> 已到账，祝您游戏愉快！</p>', created_at: '2026-11-22 18:30:12' },
  {
    id: 30,
    title: 'VIP晋级礼金已发放',
    content: '<p>恭喜您晋级 <b>VIP3</b>，晋级礼金 ¥88.00 已发放至中心钱包。</p>',
    created_at: '2026-11-20 09:02:45',
  },
];

export const betsFixture: BetRecord[] = [
  { bet_id: 'AG2611221830120001', bet_amount: '100.00', win_loss: '95.00', Code: 'AG真人', status: 1, created_at: '2026-11-22 18:30:12' },
  { bet_id: 'SB2611221745330007', bet_amount: '50.00', win_loss: '0.00', Code: '沙巴体育', status: 2, created_at: '2026-11-22 17:45:33' },
  { bet_id: 'KY2611211205080003', bet_amount: '20.00', win_loss: '-20.00', Code: '开元棋牌', status: 0, created_at: '2026-11-21 12:05:08' },
];

export const articlesFixture: Record<number, Article> = {
  7: { id: 7, name: '关于我们', content: '<p>本平台持有菲律宾 PAGCOR 合法博彩执照，为全球玩家提供安全、公平的游戏环境。</p>' },
  1: { id: 1, name: '常见问题', content: '<h3>如何存款？</h3><p>登录后点击首页「存款」，选择支付方式并按提示操作即可。</p>' },
  5: { id: 5, name: '代理加盟', content: '<p>零成本加盟，佣金比例最高 50%，每周结算。</p>' },
  6: { id: 6, name: '隐私政策', content: '<p>我们严格保护您的个人信息，绝不向第三方出售。</p>' },
};

/** /responsibleGaming (docs/api.md, Player protection): a daily limit part used, a weekly raise waiting its 24 hours, no monthly limit. */
export const protectionFixture: ProtectionOverview = {
  limits: [
    { period: 'day', amount: '1000.00', pending: null, used: '300.00', left: '700.00' },
    { period: 'week', amount: '3000.00', pending: { amount: '5000.00', at: '2026-03-11 12:00:00' }, used: '300.00', left: '2700.00' },
    { period: 'month', amount: null, pending: null, used: '0.00', left: null },
  ],
  reality_minutes: 30,
};

/** The statement's 12 months, newest first. */
export const statementFixture: StatementData = {
  months: Array.from({ length: 12 }, (_, i) => {
    const month = `${i < 3 ? 2026 : 2025}-${String(((3 - i + 11) % 12) + 1).padStart(2, '0')}`;
    return i === 0
      ? { month, deposits: '1300.00', withdrawals: '500.00', net: '800.00' }
      : i === 1
        ? { month, deposits: '200.00', withdrawals: '900.00', net: '-700.00' }
        : { month, deposits: '0.00', withdrawals: '0.00', net: '0.00' };
  }),
};
