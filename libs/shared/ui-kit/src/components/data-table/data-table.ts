import styled from 'styled-components';
import { paddingValue, type Padding } from '../layout/flex';

export interface DataTableProps {
  /** A step of the type scale: xs for a dense table of many columns (levels, bands), sm by default. */
  $size?: 'xs' | 'sm';
  /**
   * `center` (the default): every cell centred, a grid of levels or bands. `ends`: the first
   * column at the start, the figures at the end (a statement). `start`: every cell at the start
   * and the top, a comparison of texts of several lines.
   */
  $align?: 'center' | 'ends' | 'start';
  /** Each cell's padding (steps of the spacing scale); xs above and below by default. */
  $cellPadding?: Padding;
  /** Column widths from the first row, not the content (a long address cannot widen its column). */
  $fixed?: boolean;
  /** Column headings in the accent colour and bold (a comparison's subjects: TRC20 / ERC20). */
  $accentHeads?: boolean;
}

const ALIGN = { center: 'center', ends: 'right', start: 'left' } as const;

/**
 * A table of rows under column headings (`thead th`), a row's own heading a `tbody th`: every
 * line ruled, the headings in the secondary colour, the row with `aria-current="true"` (the
 * player's level) in the accent. A number inside a `span` of a cell never breaks (¥10,000.0|0).
 */
export const DataTable = styled.table<DataTableProps>`
  width: 100%;
  border-collapse: collapse;
  ${({ $fixed }) => $fixed && 'table-layout: fixed;'}
  font-size: ${({ theme, $size = 'sm' }) => theme.fontSizes[$size]}px;
  text-align: ${({ $align = 'center' }) => ALIGN[$align]};

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme, $cellPadding = ['xs', 0] }) => paddingValue(theme, $cellPadding)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    ${({ $align }) => $align === 'start' && 'vertical-align: top;'}
  }

  ${({ $align }) => $align === 'ends' && 'th:first-child, td:first-child { text-align: left; }'}

  /* A heading word is never split: "anywhere" let a table squeeze Envelopes to Envel|opes at
     320 px in pt-BR (docs/i18n.md); a word longer than the whole column still breaks. */
  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    overflow-wrap: break-word;
  }

  ${({ theme, $accentHeads }) => $accentHeads && `thead th { color: ${theme.colors.accent}; font-weight: ${theme.fontWeights.bold}; }`}

  tbody th {
    text-align: left;
  }

  tr[aria-current='true'] td {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  td > span {
    white-space: nowrap;
  }
`;
