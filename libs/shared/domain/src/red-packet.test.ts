import { redPacketRuleRow, remainingGrabs } from './red-packet';

describe('remainingGrabs', () => {
  it.each<[number | string, number]>([
    [3, 3],
    [2.9, 2],
    ['4', 4],
    [0, 0],
    [-1, 0],
    ['-2.5', 0],
    ['', 0],
    ['x', 0],
  ])('%p → %p', (sendnums, shown) => {
    expect(remainingGrabs(sendnums)).toBe(shown);
  });
});

describe('redPacketRuleRow', () => {
  it('shows the period, the recharge band and the floored count', () => {
    expect(
      redPacketRuleRow({
        start_time: '2024-03-01',
        end_time: '2024-03-31',
        day_flow: '100',
        flow_money: 999,
        recharge: '2.7',
      }),
    ).toEqual({ period: '2024-03-01 ~ 2024-03-31', flow: '¥100.00 - ¥999.00', from: '¥100.00', to: '¥999.00', count: 2 });
    expect(redPacketRuleRow({ start_time: 'a', end_time: 'b', day_flow: '5000', flow_money: '10000000', recharge: 1 }).flow).toBe(
      '¥5,000.00 - ¥10,000,000.00',
    );
  });

  it('shows a band end the site sent unreadable as it came (no ¥0.00 in its place)', () => {
    const row = redPacketRuleRow({ start_time: 'a', end_time: 'b', day_flow: '不限', flow_money: '5000', recharge: 1 });
    expect(row).toMatchObject({ flow: '不限 - ¥5,000.00', from: '不限', to: '¥5,000.00' });
  });
});
