import styled, { keyframes } from 'styled-components';
import { messages } from '../../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Announced to screen readers; also shown beside the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Inherit the surrounding text colour (e.g. inside a primary button) instead of the accent. */
  inheritColor?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span<{ $inherit: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme, $inherit }) => ($inherit ? 'inherit' : theme.colors.accent)};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Svg = styled.svg`
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export function Spinner({ size = 20, label = messages.loading, showLabel = false, inheritColor = false }: SpinnerProps) {
  return (
    <Root role="status" $inherit={inheritColor}>
      <Svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </Svg>
      {showLabel ? <Label>{label}</Label> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
