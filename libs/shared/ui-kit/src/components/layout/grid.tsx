import styled from 'styled-components';
import { boxRules, type BoxProps, type SpaceStep } from './flex';

export interface GridProps extends BoxProps {
  /** Equal columns; `minmax(0, 1fr)` so a long word wraps instead of widening its column. */
  $columns: number;
  $gap?: SpaceStep;
  /** A row gap different from the column gap (`$gap`). */
  $rowGap?: SpaceStep;
}

/** Children in `$columns` equal columns, row after row. */
export const Grid = styled.div<GridProps>`
  ${boxRules}
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  ${({ theme, $gap }) => $gap && `gap: ${theme.space[$gap]}px;`}
  ${({ theme, $rowGap }) => $rowGap && `row-gap: ${theme.space[$rowGap]}px;`}
`;
