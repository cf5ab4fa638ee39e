import { parseSignedYuan, type Fen } from '@h5/domain';
import { MAX_AMOUNT_FEN } from './amounts';

/** A signed non-zero yuan amount (operator adjustments), or null. */
export function parseSignedYuanOrNull(input: unknown): Fen | null {
  if (typeof input !== 'number' && typeof input !== 'string') return null;
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const fen = parseSignedYuan(input);
  if (fen === null || fen === 0 || Math.abs(fen) > MAX_AMOUNT_FEN) return null;
  return fen;
}
