import { SECURITY_ACCOUNT_TRANSLATIONS } from './security-messages.i18n';
import { localized } from '../i18n/localized';

/**
 * Texts of the account-security calls (passkeys, TOTP, confirmations, sessions) and of the
 * alerts they send, in Chinese; ./security-messages.i18n.ts has the other languages.
 */
export const SECURITY_ACCOUNT_TEXT = {
  passkeyAdded: '通行密钥已添加',
  passkeyRenamed: '通行密钥已重命名',
  passkeyRemoved: '通行密钥已删除',
  passkeyNotFound: '通行密钥不存在',
  passkeyName: '请输入1至40个字的名称',
  passkeyFailed: '通行密钥验证失败，请重试',
  passkeyUnknown: '此通行密钥未绑定任何账号',
  passkeyTooMany: '最多可添加10个通行密钥',
  challengeExpired: '验证已过期，请重新操作',
  totpStarted: '请用验证器扫描并输入6位验证码',
  totpOn: '验证器已开启',
  totpOff: '验证器已关闭',
  totpWrong: '验证码错误或已使用',
  totpAlreadyOn: '验证器已开启',
  totpNotOn: '验证器未开启',
  totpUnavailable: '验证器暂不可用，请使用通行密钥',
  confirmRequired: '此操作需要通行密钥或验证器确认',
  confirmMismatch: '确认的内容与本次操作不符，请重新确认',
  confirmUsed: '此确认已使用，请重新确认',
  confirmExpired: '确认已过期，请重新确认',
  confirmKeyRequired: '缺少Idempotency-Key',
  confirmed: '确认成功',
  noSecondFactor: '请先添加通行密钥或开启验证器',
  destinationWaiting: (until: string) => `新绑定的收款账户需等待至${until}后才能提现`,
  sessionEnded: '已结束该设备的登录',
  sessionsEnded: '已结束其他设备的登录',
  sessionNotFound: '登录设备不存在',
  idleSaved: '自动登出已设置',
  idleInvalid: '自动登出只能选择关闭、15分钟、1小时或4小时',
  alertTitle: '账户安全提醒',
  alertNewDevice: (device: string, ip: string) =>
    `您的账号在新设备登录：${device}（${ip}）。如非本人操作，请立即修改密码并结束其他设备的登录。`,
  alertPassword: '您的登录密码已修改。如非本人操作，请立即联系客服。',
  alertPayPassword: '您的支付密码已修改。如非本人操作，请立即联系客服。',
  alertPasskeyAdded: (name: string) => `已添加通行密钥：${name}`,
  alertPasskeyRemoved: (name: string) => `已删除通行密钥：${name}`,
  alertTotpOn: '验证器已开启',
  alertTotpOff: '验证器已关闭',
  alertDestination: (tail: string) => `已绑定新的收款账户（尾号${tail}）`,
  alertWithdrawal: (amount: string) => `已申请提现${amount}元`,
} as const;

/** SECURITY_ACCOUNT_TEXT in the language of the request being answered. */
export const SECURITY_ACCOUNT_MESSAGES = localized(SECURITY_ACCOUNT_TEXT, SECURITY_ACCOUNT_TRANSLATIONS);
