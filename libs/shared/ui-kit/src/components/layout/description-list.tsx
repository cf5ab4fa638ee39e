import styled from 'styled-components';
import type { SpaceStep } from './flex';
import type { ReactNode } from 'react';

export interface DescriptionItem {
  /** React key; the term's text when it is a plain string and none is given. */
  key?: string;
  term: ReactNode;
  detail: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Equal columns (wrapping into rows); without it the pairs sit side by side in one row. */
  columns?: number;
  gap?: SpaceStep;
  /** A row gap different from `gap` (two-column records: tight rows, wider columns). */
  rowGap?: SpaceStep;
  /** A step (xs) between each term and its detail, for a detail that draws its own size (Amount). */
  spaced?: boolean;
  /** The details as large bold figures, spaced under their terms (a summary's counts). */
  figures?: boolean;
  /** Centres each pair in its column (counters above a button). */
  centered?: boolean;
  className?: string;
}

interface ListStyle {
  $columns?: number;
  $gap: SpaceStep;
  $rowGap?: SpaceStep;
  $spaced?: boolean;
  $figures?: boolean;
  $centered?: boolean;
}

// One dl, each term and its detail grouped in a div (allowed by HTML), so a pair never splits.
const List = styled.dl<ListStyle>`
  display: ${({ $columns }) => ($columns ? 'grid' : 'flex')};
  ${({ $columns }) => $columns && `grid-template-columns: repeat(${$columns}, minmax(0, 1fr));`}
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
  ${({ theme, $rowGap }) => $rowGap && `row-gap: ${theme.space[$rowGap]}px;`}
  /* A record's figures take a whole line of the record row's two-column grid (RecordRow). */
  grid-column: 1 / -1;
  margin: 0;
  ${({ $centered }) => $centered && 'text-align: center;'}

  > div {
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }

  dd {
    margin: ${({ theme, $spaced, $figures }) => ($spaced || $figures ? `${theme.space.xs}px 0 0` : '0')};
    overflow-wrap: anywhere;
    ${({ theme, $figures }) => $figures && `font-size: ${theme.fontSizes.xl}px; font-weight: ${theme.fontWeights.bold};`}
  }
`;

/** Terms and their values (投注金额 / ¥100.00): the product's figures and record details. */
export function DescriptionList({ items, columns, gap = 'lg', rowGap, spaced, figures, centered, className }: DescriptionListProps) {
  return (
    <List className={className} $columns={columns} $gap={gap} $rowGap={rowGap} $spaced={spaced} $figures={figures} $centered={centered}>
      {items.map((item, index) => (
        <div key={item.key ?? (typeof item.term === 'string' ? item.term : index)}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </List>
  );
}
