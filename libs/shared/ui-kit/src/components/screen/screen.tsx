import styled from 'styled-components';
import { NavBar } from '../nav-bar/nav-bar';
import type { ReactNode } from 'react';

const Root = styled.div`
  min-height: 100%;
  background: ${({ theme }) => theme.colors.background};
`;

const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
`;

// With a footer the column ends that far above the bottom: the fixed bar's height (its 44 px
// action in md padding), then 2 × lg between the last block and the bar.
const Body = styled.div<{ $footer: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  max-width: ${({ theme }) => theme.layout.maxContentWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md}px;
  ${({ theme, $footer }) => $footer && `padding-bottom: ${theme.layout.touchTarget + theme.space.md * 2 + theme.space.lg * 2}px;`}
`;

const Footer = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
  max-width: ${({ theme }) => theme.layout.maxContentWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export interface ScreenProps {
  /** With a title the screen draws its back-arrow bar (the page's one h1); /message and /abouts get theirs from the shell. */
  title?: string;
  /** Shows the back arrow; the feature decides where back goes. */
  onBack?: () => void;
  /** Right slot of the bar (a link, a button). */
  right?: ReactNode;
  /** Kept under the bar while scrolling (tabs, filters). */
  sticky?: ReactNode;
  /** The shell hides its header on this screen (/activity, /transfer…): the bar is the banner landmark. */
  banner?: boolean;
  /** The screen's one action, fixed at the bottom of the viewport (/activityInfo's 立即申请); the blocks keep clear of it. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The layout of a feature screen: the sticky bar (and tabs or filters under it), then the
 * screen's blocks in one centred column, and the fixed footer if it has one. No <main> here:
 * the shell wraps each page in the screen's one main landmark.
 */
export function Screen({ title, onBack, right, sticky, banner, footer, children }: ScreenProps) {
  return (
    <Root>
      {(title !== undefined || sticky) && (
        <Sticky>
          {title !== undefined && <NavBar title={title} onBack={onBack} right={right} banner={banner} />}
          {sticky}
        </Sticky>
      )}
      <Body $footer={footer !== undefined}>{children}</Body>
      {footer !== undefined && <Footer>{footer}</Footer>}
    </Root>
  );
}
