import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: scale(0.94); }`;

/** The one dialog width: fits a 320 px screen with the mask's 16 px on each side. */
export const DIALOG_WIDTH = 320;

export const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.mask};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

export const Panel = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${DIALOG_WIDTH}px;
  max-height: 80vh;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${popIn} ${({ theme }) => theme.durations.normal} ease-out;
  outline: none;
`;

export const Title = styled.h2<{ $closable: boolean }>`
  margin: 0;
  padding: ${({ theme, $closable }) =>
    `${theme.space.lg}px ${$closable ? theme.layout.touchTarget : theme.space.lg}px ${theme.space.sm}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const Body = styled.div<{ $last: boolean }>`
  flex: 1;
  padding: ${({ theme, $last }) => `${theme.space.sm}px ${theme.space.lg}px ${$last ? theme.space.lg : 0}px`};

  &:first-child {
    padding-top: ${({ theme }) => theme.space.xl}px;
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
  }
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

export const Footer = styled.div`
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px 0`};

  &:last-child {
    padding-bottom: ${({ theme }) => theme.space.lg}px;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;

  /* Two buttons share 288 px (375 px screen): with the button's own 16 px sides a 138 px button
     left 106 px, and 转入并进入游戏 (7 × 16 px) took two lines. With 8 px it fits at 375; at
     320 px a label that long wraps inside its button, which keeps its 44 px height and stays usable. */
  > button {
    padding: 0 ${({ theme }) => theme.space.sm}px;
  }
`;

export const Close = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.textTertiary};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;
