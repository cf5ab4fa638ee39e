import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@h5/api-client';
import { hashHref, links } from '@h5/routing';
import { lazyWithRetry, useHydrated } from '@h5/ui-kit';
import { MainHeaderView } from './main-header-view';
import { useGo } from '../routes/use-go';
import { useAppInfo } from '../startup/use-app-info';

// A member's part (balance, its poll, refresh, 一键回收) only ever renders after hydration: its
// own chunk, off the first paint.
const MemberActions = lazyWithRetry(() => import('./member-actions'));

export function MainHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const appInfo = useAppInfo();
  // The server renders the visitor header (it cannot see the session): hydrate that first.
  const hydrated = useHydrated();
  const loggedIn = useSelector(selectIsLoggedIn) && hydrated;
  const go = useGo();

  return (
    <MainHeaderView
      logo={appInfo?.site_logo}
      title={appInfo?.title}
      member={
        loggedIn ? (
          <Suspense fallback={null}>
            <MemberActions />
          </Suspense>
        ) : null
      }
      onMenu={onOpenMenu}
      loginHref={hashHref(links.login())}
      registerHref={hashHref(links.login({ type: 1 }))}
      onLogin={() => go(links.login())}
      onRegister={() => go(links.login({ type: 1 }))}
    />
  );
}
