import { TransferForm, validateTransfer } from './transfer';

describe('validateTransfer', () => {
  it.each<[string, TransferForm, string | null]>([
    ['platform to venue', { amount: '50', sourcetype: 'userbalance', targettype: 'ag' }, null],
    ['venue to platform', { amount: '50', sourcetype: 'ag', targettype: 'userbalance' }, null],
    ['no amount', { amount: '', sourcetype: 'userbalance', targettype: 'ag' }, '请输入操作金额！'],
    ['blank amount', { amount: '  ', sourcetype: 'userbalance', targettype: 'ag' }, '请输入操作金额！'],
    ['venue to venue', { amount: '50', sourcetype: 'ag', targettype: 'bbin' }, '场馆内钱包不支持互转'],
    ['venue to venue without amount: amount first', { amount: '', sourcetype: 'ag', targettype: 'bbin' }, '请输入操作金额！'],
  ])('%s', (_case, form, message) => {
    expect(validateTransfer(form)?.message ?? null).toBe(message);
  });
});
