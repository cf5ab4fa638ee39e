import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { headerKind } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';
import { HeaderPlaceholder } from './header.styles';
import { MainHeader } from './main-header';

// Only /message and /abouts use it, so the first paint of / does not carry it.
const BackHeader = lazyWithRetry(() => import('./back-header').then((m) => ({ default: m.BackHeader })));

/** The header variant of the current path (spec "Shell"): hidden, back-arrow title, or logo. */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const kind = headerKind(pathname);
  if (kind === 'hidden') return null;
  if (kind === 'back') {
    return (
      <Suspense fallback={<HeaderPlaceholder />}>
        <BackHeader />
      </Suspense>
    );
  }
  return <MainHeader onOpenMenu={onOpenMenu} />;
}
