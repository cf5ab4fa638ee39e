import { passwordKindFromQuery, PasswordChangeForm, validatePasswordChange } from './password';

describe('validatePasswordChange', () => {
  it('accepts a new password that differs from the old one and is confirmed', () => {
    expect(validatePasswordChange({ password: 'old123', paypassword: 'new456', newpasword: 'new456' })).toBeNull();
  });

  it('follows the spec order, ending with "new differs from old" which clears the form', () => {
    const steps: Array<[Partial<PasswordChangeForm>, string | null, string | undefined]> = [
      [{}, '请输入原密码！', 'password'],
      [{ password: 'old' }, '请输入新密码！', 'paypassword'],
      [{ paypassword: 'new' }, '原密码长度不能少于6位！', 'password'],
      [{ password: 'same12' }, '新密码长度不能少于6位！', 'paypassword'],
      [{ paypassword: 'same12' }, '请再次输入新密码！', 'newpasword'],
      [{ newpasword: 'other1' }, '两次输入的新密码不一致！', 'newpasword'],
      [{ newpasword: 'same12' }, '新密码不能与原密码相同！', 'paypassword'],
      [{ paypassword: 'fresh1', newpasword: 'fresh1' }, null, undefined],
    ];
    let form: PasswordChangeForm = { password: '', paypassword: '', newpasword: '' };
    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      const error = validatePasswordChange(form);
      expect(error?.message ?? null).toBe(message);
      expect(error?.field).toBe(field);
    }
  });

  it('asks to clear the whole form only for an unchanged password', () => {
    expect(validatePasswordChange({ password: 'abcdef', paypassword: 'abcdef', newpasword: 'abcdef' })?.clear).toBe('form');
    expect(validatePasswordChange({ password: 'abcdef', paypassword: 'abcdeg', newpasword: 'x' })?.clear).toBeUndefined();
  });
});

describe('passwordKindFromQuery', () => {
  it.each<[string | number | null | undefined, string]>([
    ['1', 'login'],
    [1, 'login'],
    ['2', 'withdrawal'],
    [2, 'withdrawal'],
    [null, 'withdrawal'],
    [undefined, 'withdrawal'],
  ])('type %p → %p', (type, kind) => {
    expect(passwordKindFromQuery(type)).toBe(kind);
  });
});
