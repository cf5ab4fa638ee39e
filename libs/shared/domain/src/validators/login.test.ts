import { LoginForm, validateLogin } from './login';

const valid: LoginForm = { name: 'player01', password: 'secret1', code: 'Xy7Q' };

describe('validateLogin', () => {
  it('accepts account, password and a captcha matching in any case', () => {
    expect(validateLogin(valid, 'xY7q')).toBeNull();
  });

  it.each<[string, Partial<LoginForm>, string, string]>([
    ['no name', { name: '' }, 'name', '请输入您的账号和密码！'],
    ['blank name', { name: '  ' }, 'name', '请输入您的账号和密码！'],
    ['no password', { password: '' }, 'password', '请输入您的账号和密码！'],
    ['neither, nor a captcha', { name: '', password: '', code: '' }, 'name', '请输入您的账号和密码！'],
    ['no password and a wrong captcha', { password: '', code: 'bad' }, 'password', '请输入您的账号和密码！'],
    ['no captcha', { code: '' }, 'code', '请输入验证码！'],
    ['a wrong captcha', { code: 'Xy7R' }, 'code', '验证码错误！'],
  ])('%s', (_case, patch, field, message) => {
    const error = validateLogin({ ...valid, ...patch }, 'xy7q');
    expect(error?.field).toBe(field);
    expect(error?.message).toBe(message);
  });

  it('asks to clear a wrong captcha', () => {
    expect(validateLogin({ ...valid, code: 'nope' }, 'xy7q')?.clear).toBe('field');
  });
});
