import { ACCOUNT_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/**
 * Texts of the account calls, in Chinese as the spec has them; ./messages.i18n.ts has the other
 * languages. Validation texts shared with the client come from @h5/domain.
 */
export const ACCOUNT_TEXT = {
  registered: '注册成功',
  nameTaken: '用户名已注册',
  loggedIn: '登录成功',
  userNotFound: '用户不存在',
  wrongPassword: '登录密码错误',
  loggedOut: '退出成功',
  refreshed: '刷新成功',
  saved: '操作成功',
  tooMany: '操作过于频繁，请稍后再试',
  oldPasswordWrong: '原密码不正确',
  oldPayPasswordWrong: '原支付密码不正确',
  passwordChanged: '密码修改成功，请重新登录',
  payPasswordChanged: '支付密码修改成功',
  fileRequired: '请选择要上传的图片',
  fileType: '只支持gif和png格式的图片',
  fileTooLarge: '图片大小不能超过2MB',
  uploaded: '上传成功',
} as const;

/** ACCOUNT_TEXT in the language of the request being answered. */
export const ACCOUNT_MESSAGES = localized(ACCOUNT_TEXT, ACCOUNT_TRANSLATIONS);
