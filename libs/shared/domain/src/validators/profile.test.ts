import { AgentApplicationForm, ProfileForm, validateAgentApplication, validateProfile } from './profile';

describe('validateAgentApplication', () => {
  const valid: AgentApplicationForm = { mobile: '13812345678', apply_info: '有推广渠道' };

  it('accepts a mainland mobile and a reason', () => {
    expect(validateAgentApplication(valid)).toBeNull();
  });

  it.each<[string, Partial<AgentApplicationForm>, string, string]>([
    ['bad mobile and no reason: mobile first', { mobile: '12345', apply_info: '' }, 'mobile', '请输入正确手机号'],
    ['empty mobile', { mobile: '' }, 'mobile', '请输入正确手机号'],
    ['154 mobile', { mobile: '15412345678' }, 'mobile', '请输入正确手机号'],
    ['no reason', { apply_info: '' }, 'apply_info', '请输入申请理由'],
    ['blank reason', { apply_info: '  ' }, 'apply_info', '请输入申请理由'],
  ])('%s', (_case, patch, field, message) => {
    expect(validateAgentApplication({ ...valid, ...patch })).toEqual({ field, message });
  });
});

describe('validateProfile', () => {
  const valid: ProfileForm = { mobile: '8618912345678', email: 'me@example.com', birthday: '1990-05-01' };

  it('accepts a valid profile', () => {
    expect(validateProfile(valid)).toBeNull();
  });

  it('reports mobile, then e-mail, then birthday', () => {
    const steps: Array<[Partial<ProfileForm>, string | null]> = [
      [{}, '请输入正确手机号'],
      [{ mobile: '13812345678' }, '请输入正确邮箱号'],
      [{ email: 'me@example.com' }, '请输入正确的日期格式：YYYY-MM-DD'],
      [{ birthday: '1990-05-01' }, null],
    ];
    let form: ProfileForm = { mobile: '123', email: 'nope', birthday: '01/05/1990' };
    for (const [fix, message] of steps) {
      form = { ...form, ...fix };
      expect(validateProfile(form)?.message ?? null).toBe(message);
    }
  });

  it.each<[Partial<ProfileForm>, string]>([
    [{ birthday: '1990-02-30' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '1990-5-1' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ email: '' }, '请输入正确邮箱号'],
  ])('%p → %p', (patch, message) => {
    expect(validateProfile({ ...valid, ...patch })?.message).toBe(message);
  });
});
