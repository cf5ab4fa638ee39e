import styled from 'styled-components';

export interface IconButtonProps {
  /**
   * soft (the default): the accent on its soft fill. onAccent: white on a faint white fill, for
   * the accent's own fill (a bank card). plain: the tertiary colour with no fill (inside a field).
   */
  $tone?: 'soft' | 'onAccent' | 'plain';
}

const LOOKS = {
  soft: ({ colors }: { colors: Record<string, string> }) => `color: ${colors.accent}; background: ${colors.accentSoft};`,
  onAccent: ({ colors }: { colors: Record<string, string> }) => `color: ${colors.onAccent}; background: rgba(255, 255, 255, 0.16);`,
  plain: ({ colors }: { colors: Record<string, string> }) => `color: ${colors.textTertiary}; background: none;`,
};

/**
 * A round 44 px button holding one icon (刷新, 解绑): name it with `aria-label`. While
 * `aria-busy="true"` its icon turns (a refresh under way).
 */
export const IconButton = styled.button<IconButtonProps>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  ${({ theme, $tone = 'soft' }) => LOOKS[$tone](theme)}
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  &[aria-busy='true'] svg {
    animation: icon-button-spin 0.8s linear infinite;
  }

  @keyframes icon-button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
