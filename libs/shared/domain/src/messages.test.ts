import { AUTH_MESSAGES, CARD_MESSAGES, REBATE_RULES, RED_PACKET_RULES, VIP_RULES } from './messages';

describe('messages', () => {
  it('keeps the spec texts exactly, including the leading space and the 输人 typo', () => {
    expect(AUTH_MESSAGES.nameLength).toBe(' 用户名长度6~16位，以字母或数字组合！');
    expect(CARD_MESSAGES.payPasswordRequired).toBe('请输人支付密码');
    expect(CARD_MESSAGES.unbindTitle).toBe('温馨提示');
    expect(CARD_MESSAGES.unbindConfirm).toBe('确定要解除绑定该卡片吗？');
  });

  it('states the VIP, rebate and red-packet rules of the spec', () => {
    expect(VIP_RULES.join('')).toEqual(expect.stringContaining('次日24:00'));
    expect(VIP_RULES.join('')).toEqual(expect.stringContaining('90天'));
    expect(REBATE_RULES.join('')).toEqual(expect.stringContaining('00:00-23:59'));
    expect(REBATE_RULES.join('')).toEqual(expect.stringContaining('1倍流水'));
    expect(RED_PACKET_RULES.join('')).toEqual(expect.stringContaining('10:00-12:00'));
    expect(RED_PACKET_RULES.join('')).toEqual(expect.stringContaining('美东时间'));
  });
});
