import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { headerKind, MAIN_LAYOUT_PATHS } from '@h5/routing';
import { lazyWithRetry, useAfterFirstPaint } from '@h5/ui-kit';
import { Header } from '../header/header';
import { ErrorBoundary } from '../recovery/error-boundary';
import { useWelcome } from '../welcome/use-welcome';

// Neither is needed for the first paint: the menu loads on first open, the modal only when on.
const LeftMenu = lazyWithRetry(() => import('../menu/left-menu').then((m) => ({ default: m.LeftMenu, catalogue: m.catalogue })));
const WelcomeModal = lazyWithRetry(() =>
  import('../welcome/welcome-modal').then((m) => ({ default: m.WelcomeModal, catalogue: m.catalogue })),
);

/** Every route: the header variant of the path, the left menu and, on the main pages, the welcome modal. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuVisible, setMenuVisible] = useState(false);
  const welcome = useWelcome();
  // Not part of the first screen: opens once the page has painted and gone idle.
  const afterFirstPaint = useAfterFirstPaint();
  const onMainPage = (MAIN_LAYOUT_PATHS as readonly string[]).includes(pathname);

  const openMenu = () => {
    setMenuOpened(true);
    setMenuVisible(true);
  };

  return (
    <>
      {/* Hydrated and committed apart from the page (see HomeView): shorter start-up tasks. */}
      {/* Each part fails on its own (ErrorBoundary): the others keep working around it. */}
      {/* Keyed by the header's kind: another header (the back arrow's, the logo's) starts without the last one's error. */}
      <ErrorBoundary key={headerKind(pathname)} area="header">
        <Suspense fallback={null}>
          <Header onOpenMenu={openMenu} />
        </Suspense>
      </ErrorBoundary>
      <Outlet />
      <ErrorBoundary area="overlay">
        <Suspense fallback={null}>
          {menuOpened && <LeftMenu visible={menuVisible} onClose={() => setMenuVisible(false)} />}
          {welcome.visible && onMainPage && afterFirstPaint && (
            <WelcomeModal title={welcome.title} html={welcome.html} onClose={welcome.dismiss} />
          )}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
