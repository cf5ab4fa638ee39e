import { parseYuan, type PayRange } from '@h5/domain';

/** The deposit amounts a player picks most (yuan), offered as chips (docs/product.md §2). */
const QUICK_YUAN = [100, 500, 1000, 5000] as const;

/** The quick amounts (yuan) the chosen way's range accepts, low to high. */
export function quickAmounts(range: PayRange): number[] {
  return QUICK_YUAN.filter((yuan) => {
    const fen = parseYuan(yuan) ?? 0;
    return fen >= range.min && fen <= range.max;
  });
}
