import styled, { css, keyframes } from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: ${({ theme }) => theme.layout.navBarHeight}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

/** A 44 px touch target around a smaller visible control. */
export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: 0;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }
`;

export const Logo = styled.img`
  display: block;
  height: 28px;
  max-width: 112px;
  object-fit: contain;
  object-position: left center;
`;

export const SiteName = styled.span`
  overflow: hidden;
  max-width: 112px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Spacer = styled.span`
  flex: 1;
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spin = styled.span<{ $active: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.accent};
  ${({ $active }) =>
    $active &&
    css`
      animation: ${spin} 0.8s linear infinite;
    `}
`;

export const Balance = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 120px;
  overflow: hidden;
`;

/** Pill-shaped header buttons (登录, 注册, 一键回收) inside a full-height touch target. */
export const PillButton = styled.button<{ $solid?: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  background: none;
  border: 0;
  cursor: pointer;

  & > span {
    display: inline-flex;
    align-items: center;
    height: 30px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    color: ${({ theme, $solid }) => ($solid ? theme.colors.onAccent : theme.colors.accent)};
    background: ${({ theme, $solid }) => ($solid ? theme.colors.accent : theme.colors.surface)};
    border: 1px solid ${({ theme }) => theme.colors.accent};
  }

  &:active > span {
    opacity: 0.75;
  }

  &:disabled > span {
    opacity: 0.6;
  }
`;

/** Holds the header's height while a lazily loaded variant arrives, so the page does not jump. */
export const HeaderPlaceholder = styled.div`
  height: ${({ theme }) => theme.layout.navBarHeight}px;
  background: ${({ theme }) => theme.colors.surface};
`;
