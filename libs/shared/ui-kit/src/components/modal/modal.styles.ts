import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: scale(0.94); }`;

export const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.mask};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

export const Panel = styled.section<{ $maxWidth: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: 80vh;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${popIn} ${({ theme }) => theme.durations.normal} ease-out;
  outline: none;
`;

export const Title = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.layout.touchTarget}px ${theme.space.sm}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

export const Body = styled.div<{ $hasFooter: boolean }>`
  flex: 1;
  padding: ${({ theme, $hasFooter }) => `0 ${theme.space.lg}px ${$hasFooter ? 0 : theme.space.lg}px`};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Footer = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
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
  cursor: pointer;
`;
