import styled, { css } from 'styled-components';
import { EmptyState } from '@h5/ui-kit';
import type { ErrorArea } from './error-area';

// In this chunk, not the first paint's: what 重新加载 needs once the error state shows (error-boundary.tsx).
export { reloadToRetry } from './retry-load';

// Where each part's error state sits: a page's fills the page area like its loading state; a
// shell part's is compact and stays where the part was (the tab bar's at the bottom, the
// menu's and welcome modal's over the page under the header), so the parts that work stay usable around it.
const Place = styled.div<{ $area: ErrorArea }>`
  background: ${({ theme }) => theme.colors.surface};
  ${({ $area, theme }) =>
    $area === 'page'
      ? css`
          display: flex;
          align-items: center;
          justify-content: center;
          min-height: 60vh;
          background: none;
        `
      : $area === 'header'
        ? css`
            min-height: ${theme.layout.navBarHeight}px;
            border-bottom: 1px solid ${theme.colors.border};
          `
        : css`
            position: fixed;
            left: 0;
            right: 0;
            z-index: ${$area === 'overlay' ? theme.zIndices.overlay : theme.zIndices.tabBar};
            box-shadow: ${theme.shadows.card};
            ${$area === 'overlay' ? `top: ${theme.layout.navBarHeight}px;` : 'bottom: 0; padding-bottom: var(--safe-bottom);'}
          `}
`;

/** ui-kit's error state with 重新加载 for a part that failed (loaded right after the page, error-boundary.tsx). */
export default function ErrorScreen({ area, onRetry }: { area: ErrorArea; onRetry: () => void }) {
  return (
    <Place $area={area} data-error-area={area}>
      <EmptyState variant="error" compact={area !== 'page'} onRetry={onRetry} />
    </Place>
  );
}
