/**
 * docs/product.md §5, register and login. Its own module because /login paints with them: that first
 * paint must not carry every other text of ../messages.ts, which only lazy screens show.
 */
export const AUTH_MESSAGES = {
  nameLength: ' 用户名长度6~16位，以字母或数字组合！',
  passwordLength: '请输入正确的密码长度，最少6位！',
  confirmMismatch: '两次密码不一致！',
  realnameRequired: '请输入您的真实姓名!',
  payPasswordLength: '请输入正确的支付密码长度，最少6位！',
  captchaRequired: '请输入验证码！',
  captchaWrong: '验证码错误！',
  loginRequired: '请输入您的账号和密码！',
} as const;
