import { OPERATOR_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/** Operator API texts in Chinese; ./messages.i18n.ts has the other languages. */
export const OPERATOR_TEXT = {
  badAdminToken: '管理令牌无效',
  memberNotFound: '会员不存在',
  keyNotAllowed: '不支持修改该配置项',
  siteStateInvalid: 'site_state 只能是 0 或 1',
  textRequired: '内容不能为空',
  usdtRateInvalid: 'USDT汇率须为大于0的数字，最多两位小数（如 7.20）',
  usdtFeeInvalid: 'USDT手续费须为0或以上的数字，最多两位小数（如 1.50）',
  urlInvalid: '请输入以 http:// 或 https:// 开头的网址',
  saved: '操作成功',
  dateTimeInvalid: '时间格式应为 YYYY-MM-DD HH:mm:ss',
  windowInverted: '结束时间必须晚于开始时间',
  noRedPacketRules: '没有启用的红包规则',
} as const;

/** OPERATOR_TEXT in the language of the request being answered. */
export const OPERATOR_MESSAGES = localized(OPERATOR_TEXT, OPERATOR_TRANSLATIONS);
