import styled from 'styled-components';

/** A compact pill (登录, 注册, 一键回收, 会员中心) inside a 44 px high touch target; a button or, with as="a", a link. */
export const PillButton = styled.button<{ $solid?: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  background: none;
  border: 0;
  text-decoration: none;
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
