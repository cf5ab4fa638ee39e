import styled from 'styled-components';
import { Button, EmptyState } from '@h5/ui-kit';

export interface FrameFailureProps {
  /** The server's message, or the screen's own when the network failed. */
  text: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** A way out that always works (back, or home when there is no history). */
  onLeave: () => void;
  leaveLabel: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding-bottom: ${({ theme }) => theme.space.xl}px;
`;

/** Instead of a blank frame: what went wrong, retry when it may help, and a way back. */
export function FrameFailure({ text, onRetry, retryLabel, onLeave, leaveLabel }: FrameFailureProps) {
  return (
    <Root>
      <EmptyState variant="error" text={text} onRetry={onRetry} retryLabel={retryLabel} />
      <Button variant={onRetry ? 'text' : 'ghost'} onClick={onLeave}>
        {leaveLabel}
      </Button>
    </Root>
  );
}
