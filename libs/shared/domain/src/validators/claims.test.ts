import { validateRebateClaim, validateRedPacketGrab } from './claims';

describe('validateRebateClaim', () => {
  it.each<[number, string | null]>([
    [1, null],
    [12345, null],
    [0, '暂无领取额度！'],
    [-1, '暂无领取额度！'],
  ])('pending %p fen → %p', (pending, message) => {
    expect(validateRebateClaim(pending)).toBe(message);
  });
});

describe('validateRedPacketGrab', () => {
  it.each<[number, string | null]>([
    [1, null],
    [0.5, null],
    [0, '您暂未达到领取条件，快去完成吧！'],
    [-2, '您暂未达到领取条件，快去完成吧！'],
  ])('sendnums %p → %p', (sendnums, message) => {
    expect(validateRedPacketGrab(sendnums)).toBe(message);
  });
});
