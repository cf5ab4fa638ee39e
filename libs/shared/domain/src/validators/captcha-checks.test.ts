import { captchaChecks } from './captcha-checks';

describe('captchaChecks', () => {
  it('lists "required" before "wrong", the second clearing the field', () => {
    expect(captchaChecks('', 'abcd')).toEqual([
      { fails: true, field: 'code', message: '请输入验证码！' },
      { fails: true, field: 'code', message: '验证码错误！', clear: 'field' },
    ]);
    expect(captchaChecks('ABCD', 'abcd').map((check) => check.fails)).toEqual([false, false]);
  });
});
