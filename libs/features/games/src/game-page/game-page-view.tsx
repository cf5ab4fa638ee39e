import { useTheme } from 'styled-components';
import { NavBar } from '@h5/ui-kit';
import { FrameBody } from '../components/frame-screen/frame-body';
import { messages } from '../messages';
import { DownloadBody } from './download-body';
import type { FrameState } from '../components/frame-screen/frame-state';
import type { FrameKind } from '../components/frame-screen/web-frame';

export interface GamePageViewProps {
  title: string;
  frame: FrameState;
  frameKind: FrameKind;
  onBack: () => void;
}

/** /gamePage: a back-arrow bar over the framed page (under the shell's header); app=1 starts the download instead. */
export function GamePageView({ title, frame, frameKind, onBack }: GamePageViewProps) {
  const theme = useTheme();
  return (
    <>
      <NavBar title={title} onBack={onBack} backLabel={messages.back} />
      {frameKind === 'download' && frame.kind === 'ready' ? (
        <DownloadBody url={frame.url} />
      ) : (
        <FrameBody
          frame={frame}
          title={title}
          kind={frameKind}
          // The shell's header and this bar sit above the frame.
          offsetTop={theme.layout.navBarHeight * 2}
          onLeave={onBack}
          leaveLabel={messages.back}
        />
      )}
    </>
  );
}
