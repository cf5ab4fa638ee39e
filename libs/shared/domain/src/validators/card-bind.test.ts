import { BankCardBindForm, UsdtBindForm, validateBankCardBind, validateUsdtBind } from './card-bind';

describe('validateUsdtBind', () => {
  const valid: UsdtBindForm = { bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', bank_owner: 'TRC20', pay_pass: '123456' };

  it('accepts address, protocol and password', () => {
    expect(validateUsdtBind(valid)).toBeNull();
  });

  it('reports address, then protocol, then payment password', () => {
    const steps: Array<[Partial<UsdtBindForm>, string | null, string | undefined]> = [
      [{}, '请输入USDT地址', 'bank_no'],
      [{ bank_no: 'T123' }, '请选择钱包协议', 'bank_owner'],
      [{ bank_owner: 'ERC20' }, '请输人支付密码', 'pay_pass'],
      [{ pay_pass: '1' }, null, undefined],
    ];
    let form: UsdtBindForm = { bank_no: ' ', bank_owner: '', pay_pass: '' };
    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      const error = validateUsdtBind(form);
      expect(error?.message ?? null).toBe(message);
      expect(error?.field).toBe(field);
    }
  });
});

describe('validateBankCardBind', () => {
  const valid: BankCardBindForm = {
    bank_owner: '张三',
    bank: '中国工商银行',
    bank_address: '北京分行',
    bank_no: '6222021234567890',
    pay_pass: '123456',
  };

  it('accepts a complete form', () => {
    expect(validateBankCardBind(valid)).toBeNull();
  });

  it('reports the five required fields, then card length, then password length, in that order', () => {
    const steps: Array<[Partial<BankCardBindForm>, string | null, string | undefined]> = [
      [{}, '请输入姓名', 'bank_owner'],
      [{ bank_owner: '张三' }, '请输入银行', 'bank'],
      [{ bank: '中国银行' }, '请输入开户行地址', 'bank_address'],
      [{ bank_address: '上海分行' }, '请输人银行卡号', 'bank_no'],
      // A short card number no longer fails "required": the missing password comes first.
      [{ bank_no: '1234567' }, '请输人支付密码', 'pay_pass'],
      // A short password is reported only after the short card number.
      [{ pay_pass: '12345' }, '请输人正确的卡号长度', 'bank_no'],
      [{ bank_no: '12345678' }, '请输人支付密码长度', 'pay_pass'],
      [{ pay_pass: '123456' }, null, undefined],
    ];
    let form: BankCardBindForm = { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' };
    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      const error = validateBankCardBind(form);
      expect(error?.message ?? null).toBe(message);
      expect(error?.field).toBe(field);
    }
  });

  it.each<[string, Partial<BankCardBindForm>, string | null]>([
    ['blank owner', { bank_owner: '  ' }, '请输入姓名'],
    ['card of spaces only', { bank_no: '    ' }, '请输人银行卡号'],
    ['card of 7 digits with spaces', { bank_no: '1234 567' }, '请输人正确的卡号长度'],
    ['card of 8 digits with spaces', { bank_no: '1234 5678' }, null],
    ['password of 5', { pay_pass: '12345' }, '请输人支付密码长度'],
    ['password of 6', { pay_pass: '123456' }, null],
    ['password of 18', { pay_pass: '1'.repeat(18) }, null],
    ['password of 19', { pay_pass: '1'.repeat(19) }, '请输人支付密码长度'],
  ])('%s', (_case, patch, message) => {
    expect(validateBankCardBind({ ...valid, ...patch })?.message ?? null).toBe(message);
  });
});
