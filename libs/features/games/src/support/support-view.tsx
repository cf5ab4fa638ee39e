import { useTheme } from 'styled-components';
import { FrameBody } from '../components/frame-screen/frame-body';
import { ScreenHeading } from '../components/frame-screen/screen-heading';
import { screenMessages } from '../screens/messages';
import type { FrameState } from '../components/frame-screen/frame-state';

export interface SupportViewProps {
  frame: FrameState;
  onLeave: () => void;
}

/** /kefu: the service page filling the main layout between the header and the tab bar. */
export function SupportView({ frame, onLeave }: SupportViewProps) {
  const theme = useTheme();
  return (
    <>
      <ScreenHeading>{screenMessages.kefu.title}</ScreenHeading>
      <FrameBody
        frame={frame}
        title={screenMessages.kefu.title}
        kind="service"
        offsetTop={theme.layout.navBarHeight}
        offsetBottom={theme.layout.tabBarHeight}
        onLeave={onLeave}
        leaveLabel={screenMessages.gamePage.backHome}
      />
    </>
  );
}
