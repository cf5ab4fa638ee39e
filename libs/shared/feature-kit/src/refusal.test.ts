import type { ApiError } from '@h5/api-client';
// The toasts themselves are proven by the feature pages' tests (promotions, wallet, cashier).
import { refusalMessage } from './refusal';

const business: ApiError = { kind: 'business', code: 202, message: '您已提交过申请' };
const silentRefusal: ApiError = { kind: 'business', code: 202, message: '' };
const network: ApiError = { kind: 'network', message: '网络异常，请检查网络后重试' };
const timeout: ApiError = { kind: 'timeout', message: '请求超时，请稍后再试' };
const expired: ApiError = { kind: 'unauthorized', code: 401, message: '您的账号登陆过期，请重新登陆' };

describe('refusalMessage (docs/product.md §8)', () => {
  it('shows a business refusal untouched and keeps network failures and 401 silent', () => {
    expect(refusalMessage(business)).toBe('您已提交过申请');
    expect(refusalMessage(network)).toBeNull();
    expect(refusalMessage(timeout)).toBeNull();
    expect(refusalMessage(expired)).toBeNull();
    expect(refusalMessage(silentRefusal)).toBeNull();
    expect(refusalMessage(new Error('not from the data layer'))).toBeNull();
  });

  it('lets a form that reports failures above its button show the network text and a text for an empty refusal', () => {
    const form = { network: true, empty: '操作失败，请稍后再试' };
    expect(refusalMessage(business, form)).toBe('您已提交过申请');
    expect(refusalMessage(network, form)).toBe('网络异常，请检查网络后重试');
    expect(refusalMessage(timeout, form)).toBe('请求超时，请稍后再试');
    expect(refusalMessage(silentRefusal, form)).toBe('操作失败，请稍后再试');
    expect(refusalMessage(expired, form)).toBeNull();
  });
});
