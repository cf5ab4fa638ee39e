import { Button, EmptyState, Stack } from '@h5/ui-kit';

export interface FrameFailureProps {
  /** The server's message, or the screen's own when the network failed. */
  text: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** A way out that always works (back, or home when there is no history). */
  onLeave: () => void;
  leaveLabel: string;
}

/** Instead of a blank frame: what went wrong, retry when it may help, and a way back. */
export function FrameFailure({ text, onRetry, retryLabel, onLeave, leaveLabel }: FrameFailureProps) {
  return (
    <Stack $align="center" $padding={[0, 0, 'xl']}>
      <EmptyState variant="error" text={text} onRetry={onRetry} retryLabel={retryLabel} />
      <Button variant={onRetry ? 'text' : 'ghost'} onClick={onLeave}>
        {leaveLabel}
      </Button>
    </Stack>
  );
}
