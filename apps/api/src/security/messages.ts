import { SECURITY_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/** Texts of the security layer in Chinese; ./messages.i18n.ts has the other languages. */
export const SECURITY_TEXT = {
  /** The same answer whether the guess that was refused was right or wrong. */
  secretLocked: '密码错误次数过多，请15分钟后再试或联系客服',
  liftTargetRequired: '请提供会员账号或IP地址',
  lifted: '已解除锁定',
} as const;

/** SECURITY_TEXT in the language of the request being answered. */
export const SECURITY_MESSAGES = localized(SECURITY_TEXT, SECURITY_TRANSLATIONS);
