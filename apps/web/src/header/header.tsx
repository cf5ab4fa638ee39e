import { headerKind } from '@h5/routing';
import { useLocation } from 'react-router-dom';
import { BackHeader } from './back-header';
import { MainHeader } from './main-header';

/** The header variant of the current path (spec "Shell"): hidden, back-arrow title, or logo. */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const kind = headerKind(pathname);
  if (kind === 'hidden') return null;
  if (kind === 'back') return <BackHeader />;
  return <MainHeader onOpenMenu={onOpenMenu} />;
}
