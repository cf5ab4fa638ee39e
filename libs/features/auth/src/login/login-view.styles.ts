import styled from 'styled-components';

/** Fills the screen below the shell's header without making the page scroll when the form fits. */
export const Page = styled.div`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navBarHeight}px);
  min-height: calc(100dvh - ${({ theme }) => theme.layout.navBarHeight}px);
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.accentSoft} 0, ${({ theme }) => theme.colors.background} 220px);
`;

// A div: the shell wraps every page in the screen's one <main>.
export const Main = styled.div`
  max-width: ${({ theme }) => theme.layout.maxContentWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xxl}px;
`;

/** The welcome line and the line under it, 4 px in from the panel's edge and 16 px above it. */
export const Hero = styled.div`
  margin: 0 ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }

  p {
    margin: ${({ theme }) => theme.space.xs}px 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

export const Footer = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg}px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    text-decoration: none;
  }

  a:active {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const FooterDivider = styled.span`
  width: 1px;
  height: 14px;
  background: ${({ theme }) => theme.colors.border};
`;

/** The language picker's opener under the footer: a row of its own, so no language's longer words crowd the links at 320 px. */
export const Language = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
