import styled from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
  display: grid;
  /* Equal side columns keep the title centred; a side whose content is wider than its share
     (Histórico de resgates, pt-BR at 320 px; docs/i18n.md) keeps its width and the title narrows
     (two lines) instead of the two overlapping. */
  grid-template-columns: minmax(max-content, 1fr) auto minmax(max-content, 1fr);
  align-items: center;
  height: ${({ theme }) => theme.layout.navBarHeight}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Side = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  min-width: 0;
  height: 100%;
`;

/* Up to two lines before a …: one line cut "Histórico de promoções" to "Histórico de promoç…"
   at 320 px (pt-BR; docs/i18n.md); two lines of 1.25 fit the bar's height. */
export const Title = styled.h1`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  margin: 0;
  max-width: 60vw;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;

  &:active {
    background: ${({ theme }) => theme.colors.background};
  }
`;
