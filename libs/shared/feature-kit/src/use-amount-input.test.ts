import { act, renderHook } from '@testing-library/react';
import { amountText, useAmountInput } from './use-amount-input';

describe('amountText', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(amountText('1a2,3.4.5元')).toBe('123.45');
    expect(amountText('..5')).toBe('.5');
    expect(amountText('')).toBe('');
  });
});

describe('useAmountInput', () => {
  it('holds what was typed, fills a sum in yuan and clears', () => {
    const { result } = renderHook(() => useAmountInput());
    act(() => result.current.change('x100.5.'));
    expect(result.current.amount).toBe('100.5');
    act(() => result.current.fill(123456));
    expect(result.current.amount).toBe('1234.56');
    act(() => result.current.clear());
    expect(result.current.amount).toBe('');
  });
});
