import styled from 'styled-components';
import { formatMoney, type Fen } from '@h5/domain';
import { Skeleton } from '../skeleton/skeleton';
import type { Tone } from '../../theme/tokens';

export type AmountTone = Tone | 'accent';
export type AmountSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AmountProps {
  /** Integer fen; null/undefined means "no value yet" and shows a dash. */
  fen: Fen | null | undefined;
  /** Prefix with ¥ (default); off only where a column header already says 元. */
  currency?: boolean;
  /** Show + on gains (ledger rows, bet wins). */
  signed?: boolean;
  tone?: AmountTone;
  size?: AmountSize;
  loading?: boolean;
}

const FONT_SIZE = { sm: 'sm', md: 'md', lg: 'xl', xl: 'xxl' } as const;
const SKELETON_HEIGHT = { sm: 14, md: 16, lg: 20, xl: 24 } as const;
export const NO_AMOUNT = '—';

/** Characters that fit the slot at full size (¥1,234.50); longer amounts step down. */
const FULL_SIZE_CHARS = 9;
const MIN_FONT_PX = 12;

/**
 * Long amounts shrink by 1 px per extra character (down to 12 px) so a balance fits its slot
 * whole — ¥9,876,543.21 in the 320 px header — and only wrap when even that is too wide.
 * They are never cut with an ellipsis.
 */
const fitFontPx = (basePx: number, length: number): number => Math.max(MIN_FONT_PX, basePx - Math.max(0, length - FULL_SIZE_CHARS));

const Value = styled.span<{ $tone: AmountTone; $size: AmountSize; $length: number }>`
  display: inline-block;
  max-width: 100%;
  color: ${({ theme, $tone }) => ($tone === 'default' ? theme.colors.text : theme.colors[$tone])};
  font-size: ${({ theme, $size, $length }) => fitFontPx(theme.fontSizes[FONT_SIZE[$size]], $length)}px;
  font-weight: ${({ theme, $size }) => ($size === 'sm' ? theme.fontWeights.regular : theme.fontWeights.bold)};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  /* break-word (not anywhere): the amount's full width stays its minimum in a flex row, so
     neighbours such as the header logo give way first; it wraps only if nothing else can. */
  overflow-wrap: break-word;
`;

/** A yuan amount from integer fen in the one money format: 123450 → ¥1,234.50. */
export function Amount({ fen, currency = true, signed = false, tone = 'default', size = 'md', loading = false }: AmountProps) {
  if (loading) return <Skeleton inline width={72} height={SKELETON_HEIGHT[size]} />;
  const text = fen === null || fen === undefined ? NO_AMOUNT : formatMoney(fen, { currency, signed });
  return (
    <Value $tone={tone} $size={size} $length={text.length}>
      {text}
    </Value>
  );
}
