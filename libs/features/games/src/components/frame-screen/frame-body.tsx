import { Skeleton, Stack } from '@h5/ui-kit';
import { FrameFailure } from './frame-failure';
import { WebFrame, type FrameKind } from './web-frame';
import { messages } from '../../messages';
import { screenMessages } from '../../screens/messages';
import type { FrameState } from './frame-state';

export interface FrameBodyProps {
  frame: FrameState;
  title: string;
  kind: FrameKind;
  offsetTop: number;
  offsetBottom?: number;
  onLeave: () => void;
  leaveLabel: string;
}

/** The three states of a framing screen: skeleton, the frame, or the failure with a way out. */
export function FrameBody({ frame, title, kind, offsetTop, offsetBottom, onLeave, leaveLabel }: FrameBodyProps) {
  if (frame.kind === 'ready') {
    return (
      <WebFrame
        url={frame.url}
        title={screenMessages.gamePage.frameTitle(title)}
        kind={kind}
        offsetTop={offsetTop}
        offsetBottom={offsetBottom}
      />
    );
  }
  if (frame.kind === 'failed') {
    return <FrameFailure text={frame.text} onRetry={frame.retry} retryLabel={messages.retry} onLeave={onLeave} leaveLabel={leaveLabel} />;
  }
  return (
    <Stack $gap="md" $padding="lg" role="status" aria-label={screenMessages.gamePage.loading}>
      <Skeleton height={160} />
      <Skeleton lines={4} />
    </Stack>
  );
}
