import styled, { keyframes } from 'styled-components';
import { messages } from '../../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface SkeletonProps {
  /** Number of bars; the last one is shorter so a block reads as a paragraph. */
  lines?: number;
  /** Width of a single bar (number = px); ignored for multi-line blocks, which fill the row. */
  width?: number | string;
  /** Bar height in px. */
  height?: number;
  /** Inline skeletons sit in a line of text (e.g. an amount still loading). */
  inline?: boolean;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bar = styled.span<{ $width: string; $height: number; $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-block' : 'block')};
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height}px;
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.background} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  & + & {
    margin-top: ${({ theme }) => theme.space.sm}px;
  }
`;

const toCss = (width: number | string): string => (typeof width === 'number' ? `${width}px` : width);

export function Skeleton({ lines = 1, width = '100%', height = 14, inline = false }: SkeletonProps) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper aria-busy="true" data-testid="skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <Bar key={i} $inline={inline} $height={height} $width={lines > 1 ? (i === lines - 1 ? '60%' : '100%') : toCss(width)} />
      ))}
      <VisuallyHidden>{messages.loading}</VisuallyHidden>
    </Wrapper>
  );
}
