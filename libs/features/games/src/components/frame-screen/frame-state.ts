import { errorMessage, isApiError } from '@h5/api-client';

/** What a framing screen shows: a skeleton, the frame, or the failure with a way back. */
export type FrameState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; text: string; retry?: () => void };

/**
 * The state of a URL load. A business refusal shows the server's message (docs/product.md §8); a
 * network failure shows the screen's own text, and both can be retried. A 401 opens the
 * shell's session-expired dialog; the screen meanwhile shows the failure, never a blank frame.
 */
export function frameStateOf(load: { url?: string; error?: unknown; loading: boolean; retry: () => void }, failedText: string): FrameState {
  if (load.url) return { kind: 'ready', url: load.url };
  if (load.loading) return { kind: 'loading' };
  const text = isApiError(load.error) && load.error.kind === 'business' ? errorMessage(load.error) : failedText;
  return { kind: 'failed', text, retry: load.retry };
}
