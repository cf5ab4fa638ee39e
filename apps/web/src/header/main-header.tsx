import { isApiError, selectIsLoggedIn, useRefreshUserMoneyMutation, useTransferAllMutation } from '@h5/api-client';
import { hashHref, links } from '@h5/routing';
import { useSelector } from 'react-redux';
import { showToast, useHydrated } from '@h5/ui-kit';
import { useGo } from '../routes/use-go';
import { useAppInfo } from '../startup/use-app-info';
import { MainHeaderView } from './main-header-view';
import { useHeaderBalance } from './use-header-balance';

export function MainHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const appInfo = useAppInfo();
  // The server renders the visitor header (it cannot see the session): hydrate that first.
  const hydrated = useHydrated();
  const loggedIn = useSelector(selectIsLoggedIn) && hydrated;
  const balance = useHeaderBalance();
  const go = useGo();
  const [refresh, { isLoading: refreshing }] = useRefreshUserMoneyMutation();
  const [recycle, { isLoading: recycling }] = useTransferAllMutation();

  const onRecycle = async () => {
    const result = await recycle();
    // transall's message is shown whatever the code (spec §8); network failures stay silent.
    const message = result.data?.message ?? (isApiError(result.error) && result.error.kind === 'business' ? result.error.message : '');
    if (message) showToast(message);
  };

  return (
    <MainHeaderView
      logo={appInfo?.site_logo}
      title={appInfo?.title}
      loggedIn={loggedIn}
      balance={balance}
      refreshing={refreshing}
      recycling={recycling}
      onMenu={onOpenMenu}
      loginHref={hashHref(links.login())}
      registerHref={hashHref(links.login({ type: 1 }))}
      onLogin={() => go(links.login())}
      onRegister={() => go(links.login({ type: 1 }))}
      onRefresh={() => void refresh()}
      onRecycle={() => void onRecycle()}
    />
  );
}
