import { validateWithdrawal, WithdrawalForm } from './withdrawal';

const valid: WithdrawalForm = { method: 'bank', bank: 12, amount: '100', password: '123456' };

describe('validateWithdrawal', () => {
  it('accepts a chosen card, at least 100 yuan and a password, with no upper bound', () => {
    expect(validateWithdrawal(valid)).toBeNull();
    expect(validateWithdrawal({ ...valid, amount: '99999999' })).toBeNull();
  });

  it.each<[WithdrawalForm['method'], string]>([
    ['bank', '请选择您要提现到的银行卡'],
    ['usdt', '请选择USDT地址'],
  ])('on the %s tab reports the card, then the amount, then the password', (method, cardMessage) => {
    const steps: Array<[Partial<WithdrawalForm>, string | null, string | undefined]> = [
      [{}, cardMessage, 'bank'],
      [{ bank: '7' }, '单笔取款不能低于100元', 'amount'],
      [{ amount: '100.00' }, '请输入您的支付密码', 'password'],
      [{ password: 'x' }, null, undefined],
    ];
    let form: WithdrawalForm = { method, bank: null, amount: '99.99', password: '' };
    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      const error = validateWithdrawal(form);
      expect(error?.message ?? null).toBe(message);
      expect(error?.field).toBe(field);
    }
  });

  it.each<[Partial<WithdrawalForm>, string]>([
    [{ bank: '' }, '请选择您要提现到的银行卡'],
    [{ amount: '' }, '单笔取款不能低于100元'],
    [{ amount: 'abc' }, '单笔取款不能低于100元'],
    [{ amount: '99.99' }, '单笔取款不能低于100元'],
  ])('%p → %p', (patch, message) => {
    expect(validateWithdrawal({ ...valid, ...patch })?.message).toBe(message);
  });
});
