import { daysSince, formatDate, formatDateTime } from './time';

describe('Beijing time on the wire', () => {
  it('formats an instant in UTC+8', () => {
    expect(formatDateTime(new Date('2024-03-01T16:05:09Z'))).toBe('2024-03-02 00:05:09');
    expect(formatDate('2024-03-01T15:59:59Z')).toBe('2024-03-01');
  });

  it('counts join days from 1 on the day of registration', () => {
    const now = new Date('2024-03-10T04:00:00Z');
    expect(daysSince('2024-03-10T01:00:00Z', now)).toBe(1);
    expect(daysSince('2024-03-09T15:59:00Z', now)).toBe(2);
    expect(daysSince('2024-03-01T04:00:00Z', now)).toBe(10);
    expect(daysSince('2030-01-01T00:00:00Z', now)).toBe(1);
  });
});
