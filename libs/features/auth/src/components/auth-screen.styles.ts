import styled from 'styled-components';

export const Page = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.accentSoft} 0, ${({ theme }) => theme.colors.background} 260px);
`;

export const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.maxContentWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xxl}px;
`;

export const Hero = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0 ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.xl}px;
`;

export const Logo = styled.img`
  flex: none;
  width: 48px;
  height: 48px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const HeroText = styled.div`
  min-width: 0;
`;

export const Welcome = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
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
