import { PROTECTION_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/** Every Chinese text the player-protection area answers (docs/api.md, Player protection); ./messages.i18n.ts has the other languages. */
export const PROTECTION_TEXT = {
  saved: '设置成功',
  periodInvalid: '请选择限额周期（每日、每周或每月）',
  limitInvalid: '请输入正确的限额金额',
  realityInvalid: '提醒间隔只能是15、30、60分钟或关闭',
  durationInvalid: '请选择冷静期或自我排除的时长',
  excluded: '已生效，您已退出登录',
  limitLowered: '限额已生效',
  limitPending: (at: string) => `限额将于${at}生效`,
  periodName: { day: '本日', week: '本周', month: '本月' } as Record<string, string>,
  /** The refusal of a deposit over a limit: the period and what is left of it. */
  depositOverLimit: (period: string, left: string) => `${period}存款限额剩余 ¥${left}`,
  loginExcluded: (until: string) => `您已设置暂停账户，${until} 前无法登录`,
  depositExcluded: (until: string) => `您已设置暂停账户，${until} 前无法存款`,
  launchExcluded: (until: string) => `您已设置暂停账户，${until} 前无法进入游戏`,
  alreadyExcluded: (until: string) => `您已设置暂停账户，${until} 结束`,
  /** Any call but a withdrawal's, made with the withdraw-only session an excluded member's login opens. */
  withdrawOnly: (until: string) => `您已设置暂停账户，${until} 前仅可提款`,
  memberNotFound: '会员不存在',
  usernameRequired: '请输入会员账号',
} as const;

/** PROTECTION_TEXT in the language of the request being answered. */
export const PROTECTION_MESSAGES = localized(PROTECTION_TEXT, PROTECTION_TRANSLATIONS);
