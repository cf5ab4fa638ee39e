import { useInRouterContext, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useBack } from '@h5/feature-kit';
import { headerKind, MAIN_LAYOUT_PATHS } from '@h5/routing';
import { EmptyState, NavBar } from '@h5/ui-kit';
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

/**
 * A page that draws its own header (/activityInfo, /transfer: the shell shows none there) took its
 * back arrow down with it when it failed; its error state brings one, so the player is not left on
 * a screen whose only way out is 重新加载. The tab pages without a header keep the tab bar instead.
 */
function PageBack() {
  // A boundary may sit outside the router (the shell's own parts in tests): no route, no arrow.
  return useInRouterContext() ? <RouteBack /> : null;
}

function RouteBack() {
  const { pathname } = useLocation();
  const onBack = useBack();
  if (headerKind(pathname) !== 'hidden' || (MAIN_LAYOUT_PATHS as readonly string[]).includes(pathname)) return null;
  return <NavBar title="" onBack={onBack} banner />;
}

/** ui-kit's error state with 重新加载 for a part that failed (loaded right after the page, error-boundary.tsx). */
export default function ErrorScreen({ area, onRetry }: { area: ErrorArea; onRetry: () => void }) {
  const state = (
    <Place $area={area} data-error-area={area}>
      <EmptyState variant="error" compact={area !== 'page'} onRetry={onRetry} />
    </Place>
  );
  if (area !== 'page') return state;
  return (
    <>
      <PageBack />
      {state}
    </>
  );
}
