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
  title: string;
  onBack: () => void;
  /** Right slot of the bar (e.g. a link). */
  right?: ReactNode;
  /** Under the bar, kept with it while scrolling (tabs). */
  sticky?: ReactNode;
  children: ReactNode;
  /** The shell hides its header on this screen: the bar is the screen's banner landmark. */
  banner?: boolean;
}

/**
 * Every wallet screen: the back-arrow bar with the screen's one h1, then its blocks. No
 * <main> here: the shell wraps each page in the screen's one main landmark.
 */
export function Screen({ title, onBack, right, sticky, children, banner }: ScreenProps) {
  return (
    <Root>
      <Sticky>
        <NavBar title={title} onBack={onBack} backLabel={messages.back} right={right} banner={banner} />
        {sticky}
      </Sticky>
      <Body>{children}</Body>
    </Root>
  );
}
