import {
  activityApplicationStatus,
  betStatus,
  DEFAULT_TRANSACTION_TYPE,
  depositWithdrawalStatus,
  rebateStatus,
  showsOrderNumber,
  transactionStatus,
  TRANSACTION_TYPES,
  transferRecordType,
  transferStatus,
} from './records';

describe('transferRecordType', () => {
  it('files a transfer out of the platform wallet as 转入 (3), one out of a venue as 转出 (4)', () => {
    expect(transferRecordType('userbalance')).toBe(3);
    expect(transferRecordType('ag')).toBe(4);
  });
});

describe('transaction types', () => {
  it('lists deposit (default), withdrawal, transfer in and transfer out', () => {
    expect(TRANSACTION_TYPES).toEqual([
      { value: 1, label: '存款' },
      { value: 2, label: '取款' },
      { value: 3, label: '转入' },
      { value: 4, label: '转出' },
    ]);
    expect(DEFAULT_TRANSACTION_TYPE).toBe(1);
  });

  it.each<[1 | 2 | 3 | 4, boolean]>([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])('type %p shows an order number: %p', (type, shows) => {
    expect(showsOrderNumber(type)).toBe(shows);
  });
});

describe('status tables', () => {
  it.each([
    [betStatus, 0, '无效', 'danger'],
    [betStatus, 1, '已结算', 'success'],
    [betStatus, '2', '未结算', 'warning'],
    [betStatus, 3, '未知', 'default'],
    [activityApplicationStatus, 0, '未知', 'default'],
    [activityApplicationStatus, 1, '审核中', 'warning'],
    [activityApplicationStatus, 2, '已通过', 'success'],
    [activityApplicationStatus, 3, '已拒绝', 'danger'],
    [activityApplicationStatus, 4, '未知', 'default'],
    [depositWithdrawalStatus, 0, '未知', 'default'],
    [depositWithdrawalStatus, '1', '审核中', 'warning'],
    [depositWithdrawalStatus, 2, '已通过', 'success'],
    [depositWithdrawalStatus, 3, '已拒绝', 'danger'],
    [transferStatus, 0, '失败', 'danger'],
    [transferStatus, 1, '成功', 'success'],
    [transferStatus, 2, '待结算', 'warning'],
    [transferStatus, 3, '未知', 'default'],
    [rebateStatus, 0, '未领取', 'warning'],
    [rebateStatus, 1, '已领取', 'success'],
    [betStatus, '', '未知', 'default'],
    [betStatus, 'x', '未知', 'default'],
  ])('%p(%p) → %p (%p)', (status, state, label, tone) => {
    expect(status(state)).toEqual({ label, tone });
  });

  it('reads a transaction status with its type table', () => {
    expect(transactionStatus(1, 2)).toEqual({ label: '已通过', tone: 'success' });
    expect(transactionStatus(2, 3)).toEqual({ label: '已拒绝', tone: 'danger' });
    expect(transactionStatus(3, 0)).toEqual({ label: '失败', tone: 'danger' });
    expect(transactionStatus(4, 2)).toEqual({ label: '待结算', tone: 'warning' });
  });
});
