import styled, { keyframes } from 'styled-components';

export const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export const Wallets = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.md}px 0 0;

  dt {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }

  dd {
    margin: 0;
    min-width: 0;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const IconButton = styled.button<{ $spinning: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  margin: -${({ theme }) => theme.space.sm}px -${({ theme }) => theme.space.sm}px 0 0;
  color: ${({ theme }) => theme.colors.accent};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;

  svg {
    animation: ${spin} 0.8s linear infinite;
    animation-play-state: ${({ $spinning }) => ($spinning ? 'running' : 'paused')};
  }
`;

export const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;
`;
