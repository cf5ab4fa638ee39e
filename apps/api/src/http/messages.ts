import { HTTP_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/**
 * The answers every call may get (success, refused input, expired session, busy or broken
 * server, no such path), in Chinese as the site's clients have always read them;
 * ./messages.i18n.ts has the other languages.
 */
export const HTTP_TEXT = {
  ok: '操作成功',
  badParam: '参数错误',
  badParamField: (field: string) => `参数错误：${field}`,
  tooLarge: '请求内容过大',
  badFormat: '请求格式错误',
  busy: '服务器繁忙，请稍后再试',
  serverError: '服务器异常，请稍后再试',
  notFound: '接口不存在',
  /** The answer to a missing, forged, revoked or rotated token (code 401). */
  sessionExpired: '登录已过期，请重新登录',
  /** /api/client-errors: a report written to the log, or too many of them. */
  reportRecorded: '已记录',
  reportsTooMany: '上报过于频繁，请稍后再试',
} as const;

/** HTTP_TEXT in the language of the request being answered. */
export const HTTP_MESSAGES = localized(HTTP_TEXT, HTTP_TRANSLATIONS);
