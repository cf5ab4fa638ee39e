// The promotions screens' own data for stories and tests (the member, venues and paging are
// @h5/test-utils' shared fixtures), shaped as the API answers and as a player sees it.
import type {
  Activity,
  ActivityApplication,
  ActivitySummary,
  ActivityType,
  RebateData,
  RebateRecord,
  RedPacketInfo,
  RedPacketRecord,
  VipLevel,
} from '@h5/api-contract';
import { page, promoBanner } from '@h5/test-utils';

export const activityTypesFixture: ActivityType[] = [
  { id: 1, name: '新人专享' },
  { id: 2, name: '日常活动' },
  { id: 3, name: '真人体育' },
];

const summary = (id: number, type: number, title: string, subline: string, hue: number): ActivitySummary => ({
  id,
  type,
  title,
  banner: promoBanner(title, subline, '立即参与', hue),
});

export const activitiesFixture: ActivitySummary[] = [
  summary(11, 1, '新会员首存送38%', '最高可得8888元', 8),
  summary(12, 2, '每日签到领彩金', '连续7天最高188元', 200),
  summary(13, 3, '真人视讯周周返', '无上限返水1.0%', 280),
];

export const activityFixture: Activity = {
  ...activitiesFixture[0],
  content:
    '<p>活动时间：2026-11-01 00:00:00 至 2026-12-31 23:59:59</p><p>活动对象：全体新注册会员</p><p>首次存款≥100元即可申请，赠送38%红利，最高8888元。</p>',
  memo: '<ol><li>红利需完成10倍流水方可提款。</li><li>每位会员、每个IP仅可申请一次。</li><li>本站保留活动最终解释权。</li></ol>',
};

export const applicationsFixture: ActivityApplication[] = [
  { id: 3, activity_id: 11, activity_name: '新会员首存送38%', state: 1, created_at: '2026-11-22 19:02:45' },
  { id: 2, activity_id: 12, activity_name: '每日签到领彩金', state: 2, created_at: '2026-11-20 10:15:03' },
  { id: 1, activity_id: 13, activity_name: '真人视讯周周返', state: 3, created_at: '2026-11-18 21:40:27' },
];

const RECHARGE = ['0.00', '1000.00', '5000.00', '20000.00', '50000.00', '100000.00', '300000.00', '800000.00', '2000000.00', '5000000.00'];
export const vipLevelsFixture: VipLevel[] = RECHARGE.map((recharge, i) => ({
  id: i + 1,
  vipname: `VIP${i + 1}`,
  recharge,
  flow: (Number(recharge) * 3).toFixed(2),
  realperson: (0.4 + i * 0.1).toFixed(2),
  sport: (0.5 + i * 0.1).toFixed(2),
  e_sport: (0.5 + i * 0.1).toFixed(2),
  joker: (0.6 + i * 0.1).toFixed(2),
  electron: (0.7 + i * 0.1).toFixed(2),
  lottery: (0.3 + i * 0.05).toFixed(2),
}));

export const redPacketInfoFixture: RedPacketInfo = {
  sendnums: 2,
  acquirednum: 1,
  max_times: 3,
  redPacketStatus: 'STARTING',
  rules: [
    { start_time: '2026-11-01 00:00:00', end_time: '2026-12-31 23:59:59', day_flow: '100.00', flow_money: '999.99', recharge: 1 },
    { start_time: '2026-11-01 00:00:00', end_time: '2026-12-31 23:59:59', day_flow: '1000.00', flow_money: '4999.99', recharge: 3 },
    { start_time: '2026-11-01 00:00:00', end_time: '2026-12-31 23:59:59', day_flow: '5000.00', flow_money: '99999.99', recharge: 5 },
  ],
};

export const redPacketRecordsFixture: RedPacketRecord[] = [
  { id: 2, money: '1000.00', redpacketmoney: '18.88', created_at: '2026-11-23 09:12:40', usetime: '2026-11-23 10:05:12' },
  { id: 1, money: '500.00', redpacketmoney: '6.66', created_at: '2026-11-22 20:31:07', usetime: '2026-11-22 10:02:55' },
];

export const rebateRecordsFixture: RebateRecord[] = [
  { id: 3, gamename: 'AG真人', money: '12.60', state: 0, created_at: '2026-11-23 00:30:00', updated_at: '2026-11-23 00:30:00' },
  { id: 2, gamename: '沙巴体育', money: '8.40', state: 1, created_at: '2026-11-22 00:30:00', updated_at: '2026-11-22 09:15:31' },
];

export const rebateDataFixture: RebateData = { list: page(rebateRecordsFixture), jisuan: '8.40', nojisuan: '12.60' };
