import { payTarget } from './pay-target';

const channel = (mch_id: string, content = '请使用微信扫码付款，付款时备注订单号') => ({ mch_id, content, payimg: '' });

describe('payTarget', () => {
  it.each([
    ['usdtpay', channel('TGcKYTJkp3egz4Jxrpz9JoZ4XGjyPs8Mni'), 'TGcKYTJkp3egz4Jxrpz9JoZ4XGjyPs8Mni'],
    ['wxpay', channel('wxp://f2f0tL7nJd9K3mX2sQ8vB5hR1cW6yP4eZaGu'), 'wxp://f2f0tL7nJd9K3mX2sQ8vB5hR1cW6yP4eZaGu'],
    ['alipay', channel('pay@example.com'), 'pay@example.com'],
    ['alipay', channel('', ' https://qr.alipay.com/fkx19306yqmgvutbwbghe5f '), 'https://qr.alipay.com/fkx19306yqmgvutbwbghe5f'],
    ['wxpay', channel(''), null],
    ['usdtpay', channel('  '), null],
    ['usdtpay', null, null],
  ])('%s %j → %s', (kind, ch, expected) => {
    expect(payTarget(kind, ch)).toBe(expected);
  });
});
