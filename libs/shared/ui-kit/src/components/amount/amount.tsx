import { formatYuan, type Fen } from '@h5/domain';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';
import { Skeleton } from '../skeleton/skeleton';

export type AmountTone = Tone | 'accent';
export type AmountSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AmountProps {
  /** Integer fen; null/undefined means "no value yet" and shows a dash. */
  fen: Fen | null | undefined;
  /** Prefix with ¥. */
  currency?: boolean;
  tone?: AmountTone;
  size?: AmountSize;
  loading?: boolean;
}

const FONT_SIZE = { sm: 'sm', md: 'md', lg: 'xl', xl: 'xxl' } as const;
const SKELETON_HEIGHT = { sm: 14, md: 16, lg: 20, xl: 24 } as const;
export const NO_AMOUNT = '—';

const Value = styled.span<{ $tone: AmountTone; $size: AmountSize }>`
  color: ${({ theme, $tone }) => ($tone === 'default' ? theme.colors.text : theme.colors[$tone])};
  font-size: ${({ theme, $size }) => theme.fontSizes[FONT_SIZE[$size]]}px;
  font-weight: ${({ theme, $size }) => ($size === 'sm' ? theme.fontWeights.regular : theme.fontWeights.bold)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A yuan amount from integer fen, e.g. 123450 → ¥1234.50. */
export function Amount({ fen, currency = false, tone = 'default', size = 'md', loading = false }: AmountProps) {
  if (loading) return <Skeleton inline width={72} height={SKELETON_HEIGHT[size]} />;
  const text = fen === null || fen === undefined ? NO_AMOUNT : `${currency ? '¥' : ''}${formatYuan(fen)}`;
  return (
    <Value $tone={tone} $size={size}>
      {text}
    </Value>
  );
}
