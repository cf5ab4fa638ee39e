import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton, Stack } from '@h5/ui-kit';
import { screenMessages } from '../../screens/messages';

/**
 * What each framed page may do (the sandbox keeps everything else off):
 * - game: a venue's game runs scripts, calls its own server, posts forms and may open its
 *   cashier or rules in a new window;
 * - service: a chat or agent back office: the same, it is someone else's web app;
 * - download: the iOS download page only starts a download, or moves the top page to the
 *   installer when the player taps;
 * - static: sponsor pages are pictures and text; their own CSP runs no script. Scripts are
 *   not taken away by the sandbox only so that tools (axe, the browser's devtools) can still
 *   look inside; without allow-same-origin the page stays cut off from the app.
 */
export const FRAME_SANDBOX = {
  game: 'allow-scripts allow-same-origin allow-forms allow-popups',
  service: 'allow-scripts allow-same-origin allow-forms allow-popups',
  download: 'allow-downloads allow-top-navigation-by-user-activation',
  static: 'allow-scripts',
} as const;
export type FrameKind = keyof typeof FRAME_SANDBOX;

export interface WebFrameProps {
  url: string;
  /** Names the frame for screen readers (axe: frame-title). */
  title: string;
  kind: FrameKind;
  /** Pixels above the frame (header, back bar) and below it (tab bar), so it fills the rest. */
  offsetTop: number;
  offsetBottom?: number;
  /** Drawn over the frame, before it in the focus order (a back button floating over the page). */
  children?: ReactNode;
}

// The frame fills the box; until its page has loaded, the skeleton (role status) sits over it,
// so the player never faces a blank box.
const Box = styled.div<{ $offset: string }>`
  position: relative;
  height: calc(100vh - ${({ $offset }) => $offset});
  height: calc(100dvh - ${({ $offset }) => $offset});
  background: ${({ theme }) => theme.colors.surface};

  > iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }

  > [role='status'] {
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** A full-height frame under the bars above it, with a skeleton until its page loads. */
export function WebFrame({ url, title, kind, offsetTop, offsetBottom = 0, children }: WebFrameProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const offset = offsetBottom > 0 ? `${offsetTop + offsetBottom}px - var(--safe-bottom, 0px)` : `${offsetTop}px`;
  return (
    <Box $offset={offset}>
      {children}
      <iframe
        key={url}
        src={url}
        title={title}
        sandbox={FRAME_SANDBOX[kind]}
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedUrl(url)}
      />
      {loadedUrl !== url && (
        <Stack role="status" aria-label={screenMessages.gamePage.loading} $gap="md" $padding="lg">
          <Skeleton height={160} />
          <Skeleton lines={4} />
        </Stack>
      )}
    </Box>
  );
}
