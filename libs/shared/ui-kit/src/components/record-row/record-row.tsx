import styled, { css } from 'styled-components';
import { Card } from '../card/card';
import type { ReactNode } from 'react';

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

export interface RecordRowProps {
  /** What the record is about: the game, the pay way, the activity. Bold; long names wrap. */
  title: ReactNode;
  /** Top right, beside the title: the status tag or the amount. */
  aside: ReactNode;
  /**
   * The lines under it, in a two-column grid (left grows, right fits): RecordDetail lines,
   * figures that span both columns, or a left item with its right-hand partner (time | amount).
   */
  children?: ReactNode;
}

/** One record of a paged history (投注记录, 交易记录, 返水, 活动记录): a card with the title and its status or amount on top. */
export function RecordRow({ title, aside, children }: RecordRowProps) {
  return (
    <Row>
      <Title>{title}</Title>
      {aside}
      {children}
    </Row>
  );
}

const Detail = styled.span<{ $tone: 'secondary' | 'tertiary'; $half: boolean }>`
  ${({ $half }) =>
    !$half &&
    css`
      grid-column: 1 / -1;
    `}
  color: ${({ theme, $tone }) => ($tone === 'secondary' ? theme.colors.textSecondary : theme.colors.textTertiary)};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  overflow-wrap: anywhere;
`;

export interface RecordDetailProps {
  /** `secondary` for numbers a player may quote (订单号), `tertiary` (default) for times. */
  tone?: 'secondary' | 'tertiary';
  /** Only the left column: the right one holds something else (the amount beside the time). */
  half?: boolean;
  children: ReactNode;
}

/** A small line of a RecordRow: an order number, a time. */
export function RecordDetail({ tone = 'tertiary', half = false, children }: RecordDetailProps) {
  return (
    <Detail $tone={tone} $half={half}>
      {children}
    </Detail>
  );
}
