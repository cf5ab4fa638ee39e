import { NavBar } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';

const Root = styled.div`
  min-height: 100%;
  background: ${({ theme }) => theme.colors.background};
`;

const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  max-width: ${({ theme }) => theme.layout.maxContentWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md}px;
`;

export interface ScreenProps {
  /** With a title the screen draws its back-arrow bar; /message and /abouts get theirs from the shell. */
  title?: string;
  onBack?: () => void;
  right?: ReactNode;
  /** Kept under the bar while scrolling (tabs, filters). */
  sticky?: ReactNode;
  children: ReactNode;
  /** The shell hides its header on this screen (/activity, /activityInfo): the bar is the banner landmark. */
  banner?: boolean;
}

/** Every account screen: the bar with the screen's one h1, then its blocks (the shell gives <main>). */
export function Screen({ title, onBack, right, sticky, children, banner }: ScreenProps) {
  return (
    <Root>
      {(title !== undefined || sticky) && (
        <Sticky>
          {title !== undefined && <NavBar title={title} onBack={onBack} backLabel={messages.back} right={right} banner={banner} />}
          {sticky}
        </Sticky>
      )}
      <Body>{children}</Body>
    </Root>
  );
}
