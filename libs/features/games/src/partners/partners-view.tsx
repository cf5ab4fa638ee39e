import styled, { useTheme } from 'styled-components';
import type { SponsorType } from '@h5/routing';
import { IconButton } from '@h5/ui-kit';
import { ScreenHeading } from '../components/frame-screen/screen-heading';
import { WebFrame } from '../components/frame-screen/web-frame';
import { screenMessages } from '../screens/messages';

export interface PartnersViewProps {
  type: SponsorType;
  url: string;
  onBack: () => void;
}

// The site's round back picture floating over the partner page: ui-kit's round icon button, dark.
const Back = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  left: ${({ theme }) => theme.space.sm}px;
  z-index: 1;
  background: rgba(0, 0, 0, 0.55);
  color: #fff;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** /zhanzhuye: the partner page full height under the header, with the back picture over it. */
export function PartnersView({ type, url, onBack }: PartnersViewProps) {
  const theme = useTheme();
  const title = screenMessages.sponsor.pageTitle(screenMessages.sponsor.entries[type].title);
  return (
    <>
      <ScreenHeading>{title}</ScreenHeading>
      <WebFrame url={url} title={title} kind="static" offsetTop={theme.layout.navBarHeight}>
        <Back type="button" aria-label={screenMessages.sponsor.back} onClick={onBack}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
            <path d="M15 4.5 7.5 12l7.5 7.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Back>
      </WebFrame>
    </>
  );
}
