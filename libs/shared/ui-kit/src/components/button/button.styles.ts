import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'ghost' | 'text';

const variants = {
  primary: css`
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};

    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentPressed};
    }
  `,
  ghost: css`
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.accent};

    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSoft};
    }
  `,
  text: css`
    color: ${({ theme }) => theme.colors.accent};
    background: transparent;
    border-color: transparent;
    padding-inline: ${({ theme }) => theme.space.sm}px;

    &:active:not(:disabled) {
      opacity: 0.7;
    }
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-width: ${({ theme }) => theme.layout.touchTarget}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.durations.fast},
    opacity ${({ theme }) => theme.durations.fast};
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  &[aria-busy='true'] {
    opacity: 0.8;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
