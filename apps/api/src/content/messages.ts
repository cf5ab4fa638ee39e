import { CONTENT_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/** Texts of the content calls, in Chinese as the spec has them; ./messages.i18n.ts has the other languages. */
export const CONTENT_TEXT = {
  ok: '操作成功',
  visitorOnSite: 'wap',
  activityMissing: '活动不存在',
  applied: '申请成功',
  alreadyApplied: '您已申请过该活动，当前状态：',
  applicationStates: { 1: '待审核', 2: '已通过', 3: '已拒绝' } as Record<number, string>,
  agentApplied: '提交成功，等待后台审核',
  alreadyAgent: '您已申请过代理',
  alreadyIsAgent: '您已经是代理',
  articleMissing: '暂无数据',
  badParam: '参数错误：',
} as const;

/** CONTENT_TEXT in the language of the request being answered. */
export const CONTENT_MESSAGES = localized(CONTENT_TEXT, CONTENT_TRANSLATIONS);
