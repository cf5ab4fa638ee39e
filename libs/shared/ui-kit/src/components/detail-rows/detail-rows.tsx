import styled from 'styled-components';
import { CopyButton } from '../copy-button/copy-button';
import type { PaddingSide } from '../layout/flex';
import type { ReactNode } from 'react';

export interface DetailRow {
  /** React key; the term's text when it is a plain string and none is given. */
  key?: string;
  term: ReactNode;
  detail: ReactNode;
  /** The exact text a copy button beside the detail puts on the clipboard (an order or account number). */
  copy?: string;
  /** The row's `data-testid`. */
  testId?: string;
}

export interface DetailRowsProps {
  rows: readonly DetailRow[];
  /**
   * Space above and below each row: sm by default, xs for tight figures, 0 where the copy
   * buttons (44 px) give the rows their height.
   */
  padding?: PaddingSide;
  /** A line between the rows. */
  divided?: boolean;
  /** A line under the list, a step (sm) either side of it: one of several lists (the receiving accounts) set apart. */
  ruled?: boolean;
  /**
   * The terms in one column as wide as the longest (at least 3em) and each detail starting at its
   * edge (a limit's name and its figures); without it the detail sits at the row's end.
   */
  termColumn?: boolean;
  /** The rows change as the player types (a converted amount): `polite` reads them out. */
  'aria-live'?: 'polite';
  className?: string;
}

interface ListStyle {
  $padding: PaddingSide;
  $divided?: boolean;
  $ruled?: boolean;
  $termColumn?: boolean;
}

// A row is a div holding its dt and dd (allowed by HTML), so a term never parts from its detail.
const List = styled.dl<ListStyle>`
  margin: 0;
  ${({ theme, $ruled }) =>
    $ruled && `margin-bottom: ${theme.space.sm}px; padding-bottom: ${theme.space.sm}px; border-bottom: 1px solid ${theme.colors.border};`}
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  ${({ $termColumn }) => $termColumn && 'display: grid; grid-template-columns: minmax(3em, max-content) minmax(0, 1fr);'}

  > div {
    padding: ${({ theme, $padding }) => ($padding ? `${theme.space[$padding]}px 0` : 0)};
    ${({ theme, $divided }) => $divided && `border-bottom: 1px solid ${theme.colors.border};`}
    ${({ theme, $termColumn }) =>
      $termColumn
        ? // Without subgrid (Chrome < 117, Safari < 16) each row sizes its own term.
          `display: grid; grid-column: 1 / -1; grid-template-columns: minmax(3em, max-content) minmax(0, 1fr);
           gap: ${theme.space.xs}px ${theme.space.sm}px;
           @supports (grid-template-columns: subgrid) { grid-template-columns: subgrid; }`
        : `display: flex; align-items: center; justify-content: space-between; gap: ${theme.space.sm}px;`}
  }

  > div:last-child {
    border-bottom: 0;
  }

  /* A long term (Endereço de recebimento) wraps between its words and leaves the detail room;
     keep-all: a Chinese term (收款地址) never breaks between its characters. */
  dt {
    ${({ $termColumn }) => !$termColumn && 'flex: 0 1 auto;'}
    word-break: keep-all;
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
    ${({ theme, $termColumn }) => !$termColumn && `display: flex; align-items: center; gap: ${theme.space.xs}px; text-align: right;`}
  }

  /* A long account number or address wraps inside the row instead of widening it. */
  dd > span {
    min-width: 0;
  }
`;

/**
 * Terms beside their details, one row each (订单号 … CZ2024…, 收款账号 … 6222… 复制): an order's
 * facts, the accounts to pay to, a form's figures. A row given `copy` ends with a copy button.
 */
export function DetailRows({ rows, padding = 'sm', divided, ruled, termColumn, className, ...rest }: DetailRowsProps) {
  return (
    <List className={className} aria-live={rest['aria-live']} $padding={padding} $divided={divided} $ruled={ruled} $termColumn={termColumn}>
      {rows.map((row, index) => (
        <div key={row.key ?? (typeof row.term === 'string' ? row.term : index)} data-testid={row.testId}>
          <dt>{row.term}</dt>
          <dd>
            {row.copy === undefined ? (
              row.detail
            ) : (
              <>
                <span>{row.detail}</span>
                <CopyButton text={row.copy} />
              </>
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}
