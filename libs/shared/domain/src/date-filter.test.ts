import { DATE_FILTERS, DEFAULT_DATE_FILTER, dateRangeFor } from './date-filter';

describe('DATE_FILTERS', () => {
  it('lists the four filters with their labels, 30 days by default', () => {
    expect(DATE_FILTERS).toEqual([
      { value: 1, label: '今天' },
      { value: 2, label: '近7天' },
      { value: 3, label: '近15天' },
      { value: 4, label: '近30天' },
    ]);
    expect(DEFAULT_DATE_FILTER).toBe(4);
  });
});

describe('dateRangeFor', () => {
  // 2024-03-10 09:00 in Beijing.
  const morning = new Date('2024-03-10T01:00:00Z');

  it.each([
    [1, '2024-03-10', '2024-03-10'],
    [2, '2024-03-04', '2024-03-10'],
    [3, '2024-02-25', '2024-03-10'],
    [4, '2024-02-10', '2024-03-10'],
  ] as const)('filter %p covers %p to %p', (filter, start, end) => {
    expect(dateRangeFor(filter, morning)).toEqual({ start, end });
  });

  it('uses the Beijing date, not the UTC date', () => {
    // 2024-03-10 23:30 UTC is already 2024-03-11 07:30 in Beijing.
    expect(dateRangeFor(1, new Date('2024-03-10T23:30:00Z'))).toEqual({ start: '2024-03-11', end: '2024-03-11' });
    // 2024-03-10 15:59 UTC is still 23:59 on the 10th in Beijing.
    expect(dateRangeFor(1, new Date('2024-03-10T15:59:59Z'))).toEqual({ start: '2024-03-10', end: '2024-03-10' });
  });

  it('crosses month and year ends', () => {
    expect(dateRangeFor(2, new Date('2024-01-03T04:00:00Z'))).toEqual({ start: '2023-12-28', end: '2024-01-03' });
  });
});
