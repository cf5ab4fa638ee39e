import * as domain from './index';

describe('public API', () => {
  it('exposes the helpers other libraries build on', () => {
    expect(domain.formatYuan(domain.parseYuan('1234.5') ?? 0)).toBe('1234.50');
    expect(domain.formatMoney(domain.parseYuan('1234.5') ?? 0)).toBe('¥1,234.50');
    expect(domain.maskCardNumber('6222021234567891234')).toBe('**** **** **** 1234');
    expect(domain.isPagingDone({ page: 2, lastPage: 1, loaded: 10, total: 20 })).toBe(true);
    expect(domain.DATE_FILTERS.map((filter) => filter.label)).toEqual(['今天', '近7天', '近15天', '近30天']);
    expect(domain.formatCountdown(domain.payInfoRemainingMs('2024-03-10 10:00:00', new Date('2024-03-10T02:00:00Z')))).toBe('60:00');
    expect(domain.validateTransfer({ amount: '1', sourcetype: 'ag', targettype: 'bbin' })?.message).toBe('场馆内钱包不支持互转');
    expect(domain.REQUEST_TIMEOUT_MS).toBe(30_000);
  });
});
