import { validateRegister, RegisterForm } from './register';

const valid: RegisterForm = {
  name: 'player01',
  password: 'secret1',
  confirmPass: 'secret1',
  realname: '张三',
  paypassword: '654321',
  code: 'aB3d',
};
const expected = 'Ab3D';

describe('validateRegister', () => {
  it('accepts a complete form whose captcha matches in any letter case', () => {
    expect(validateRegister(valid, expected)).toBeNull();
    expect(validateRegister({ ...valid, code: ' ab3d ' }, expected)).toBeNull();
  });

  // Each step fixes one more field of a form that breaks every rule, so each expected
  // message is also proof that all the later rules were failing too and lost to it.
  it('reports the first failing rule in the spec order', () => {
    const steps: Array<[Partial<RegisterForm>, string | null, string | undefined]> = [
      [{}, ' 用户名长度6~16位，以字母或数字组合！', 'name'],
      [{ name: 'player01' }, '请输入正确的密码长度，最少6位！', 'password'],
      [{ password: 'secret1' }, '两次密码不一致！', 'confirmPass'],
      [{ confirmPass: 'secret1' }, '请输入您的真实姓名!', 'realname'],
      [{ realname: '张三' }, '请输入正确的支付密码长度，最少6位！', 'paypassword'],
      [{ paypassword: '654321' }, '请输入验证码！', 'code'],
      [{ code: 'zzzz' }, '验证码错误！', 'code'],
      [{ code: 'AB3D' }, null, undefined],
    ];
    let form: RegisterForm = { name: '', password: '', confirmPass: 'x', realname: '', paypassword: '', code: '' };
    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      const error = validateRegister(form, expected);
      expect(error?.message ?? null).toBe(message);
      expect(error?.field).toBe(field);
    }
  });

  it.each<[string, Partial<RegisterForm>, string]>([
    ['name of 5 characters', { name: 'abcde' }, ' 用户名长度6~16位，以字母或数字组合！'],
    ['name padded with spaces to 6', { name: '  abc ' }, ' 用户名长度6~16位，以字母或数字组合！'],
    ['password of 5 characters', { password: '12345', confirmPass: '12345' }, '请输入正确的密码长度，最少6位！'],
    ['empty confirmation', { confirmPass: '' }, '两次密码不一致！'],
    ['different confirmation', { confirmPass: 'secret2' }, '两次密码不一致！'],
    ['real name of 1 character', { realname: '张' }, '请输入您的真实姓名!'],
    ['blank real name', { realname: '   ' }, '请输入您的真实姓名!'],
    ['payment password of 5', { paypassword: '12345' }, '请输入正确的支付密码长度，最少6位！'],
    ['blank captcha', { code: '   ' }, '请输入验证码！'],
    ['wrong captcha', { code: 'ab3e' }, '验证码错误！'],
  ])('%s', (_case, patch, message) => {
    expect(validateRegister({ ...valid, ...patch }, expected)?.message).toBe(message);
  });

  it('checks only the lower bound of the name', () => {
    expect(validateRegister({ ...valid, name: 'a'.repeat(32) }, expected)).toBeNull();
  });

  it('asks to clear the captcha only when it is wrong', () => {
    expect(validateRegister({ ...valid, code: 'nope' }, expected)).toEqual({
      field: 'code',
      message: '验证码错误！',
      clear: 'field',
    });
    expect(validateRegister({ ...valid, code: '' }, expected)).toEqual({ field: 'code', message: '请输入验证码！' });
  });
});
