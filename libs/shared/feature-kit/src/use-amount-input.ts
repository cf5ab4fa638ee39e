import { useCallback, useState } from 'react';
import { formatYuan, type Fen } from '@h5/domain';

/** Keeps only what an amount can hold: digits and one decimal point. */
export const amountText = (text: string): string => text.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

/**
 * The amount of a money form (/transfer, /withdrawal, /recharge) as the player types it, kept
 * to digits and one decimal point; `fill` puts in a sum in yuan (最大金额), `clear` empties it
 * (after success, or when the form's other choices change). Validation stays with the form:
 * each screen has its own rule in @h5/domain.
 */
export function useAmountInput() {
  const [amount, setAmount] = useState('');
  const change = useCallback((text: string) => setAmount(amountText(text)), []);
  const fill = useCallback((fen: Fen) => setAmount(formatYuan(fen)), []);
  const clear = useCallback(() => setAmount(''), []);
  return { amount, change, fill, clear };
}
