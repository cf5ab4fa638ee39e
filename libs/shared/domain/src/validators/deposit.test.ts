import { BankDepositForm, validateBankDeposit, validateDepositAmount } from './deposit';

const range = { min: 10_000, max: 1_000_000 };

describe('validateDepositAmount', () => {
  it.each<[string, string | null]>([
    ['100', null],
    ['10000', null],
    ['500.5', null],
    ['99.99', '请输入金额在100-10000之间！'],
    ['10000.01', '请输入金额在100-10000之间！'],
    ['', '请输入金额在100-10000之间！'],
    ['abc', '请输入金额在100-10000之间！'],
  ])('%p → %p', (amount, message) => {
    expect(validateDepositAmount(amount, range)?.message ?? null).toBe(message);
  });

  it('writes the limits of any range in yuan', () => {
    expect(validateDepositAmount('1', { min: 5050, max: 2_000_001 })?.message).toBe('请输入金额在50.5-20000.01之间！');
  });
});

describe('validateBankDeposit', () => {
  const valid: BankDepositForm = {
    bank_owner: '张三',
    bank: '中国银行',
    bank_no: '6222021234567890',
    bank_address: '北京分行',
    amount: '200',
  };

  it('accepts a complete form within range', () => {
    expect(validateBankDeposit(valid, range)).toBeNull();
  });

  it('reports name, bank type, card number, branch, then the amount range', () => {
    const steps: Array<[Partial<BankDepositForm>, string | null, string | undefined]> = [
      [{}, '请输入存款人姓名', 'bank_owner'],
      [{ bank_owner: '张三' }, '请输入银行类型', 'bank'],
      [{ bank: '中国银行' }, '请输入银行卡号', 'bank_no'],
      [{ bank_no: '6222' }, '请输入银行开户行地址', 'bank_address'],
      [{ bank_address: '支行' }, '请输入金额在100-10000之间！', 'amount'],
      [{ amount: '100' }, null, undefined],
    ];
    let form: BankDepositForm = { bank_owner: ' ', bank: '', bank_no: '', bank_address: '', amount: '1' };
    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      const error = validateBankDeposit(form, range);
      expect(error?.message ?? null).toBe(message);
      expect(error?.field).toBe(field);
    }
  });
});
