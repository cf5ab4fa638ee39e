import styled from 'styled-components';

export const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

export const Header = styled.div`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.layout.navBarHeight + 4}px;
  padding: 0 ${({ theme }) => theme.layout.touchTarget}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const CloseButton = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.textTertiary};
  background: none;
  border: 0;
  transform: translateY(-50%);
  cursor: pointer;
`;

export const List = styled.div`
  flex: 1;
  min-height: 0;
  padding-bottom: var(--safe-bottom, 0px);
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
`;

export const Option = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-align: left;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : theme.colors.surface)};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;

  &:active {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const OptionIcon = styled.img`
  flex: none;
  width: 28px;
  height: 28px;
  object-fit: contain;
`;

export const OptionText = styled.span`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  overflow-wrap: anywhere;
`;

export const OptionDescription = styled.span`
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

export const Check = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.accent};
`;
