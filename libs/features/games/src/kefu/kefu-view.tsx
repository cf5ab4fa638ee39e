import { useTheme } from 'styled-components';
import { FrameBody } from '../components/frame-screen/frame-body';
import type { FrameState } from '../components/frame-screen/frame-state';
import { ScreenHeading } from '../components/frame-screen/screen-heading';
import { messages } from '../messages';

export interface KefuViewProps {
  frame: FrameState;
  onLeave: () => void;
}

/** /kefu: the service page filling the main layout between the header and the tab bar. */
export function KefuView({ frame, onLeave }: KefuViewProps) {
  const theme = useTheme();
  return (
    <>
      <ScreenHeading>{messages.kefu.title}</ScreenHeading>
      <FrameBody
        frame={frame}
        title={messages.kefu.title}
        kind="service"
        offsetTop={theme.layout.navBarHeight}
        offsetBottom={theme.layout.tabBarHeight}
        onLeave={onLeave}
        leaveLabel={messages.gamePage.backHome}
      />
    </>
  );
}
