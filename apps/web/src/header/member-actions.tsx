import { isApiError, useRefreshUserMoneyMutation, useTransferAllMutation } from '@h5/api-client';
import { showToast } from '@h5/ui-kit';
import MemberActionsView from './member-actions-view';
import { useHeaderBalance } from './use-header-balance';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from './locales';

/**
 * A member's balance, refresh and 一键回收 in the logo header, with the balance poll. Loaded
 * lazily (main-header.tsx): the server renders the visitor header and a member's part
 * replaces it only after hydration, so the first paint never needs this code.
 */
export default function MemberActions() {
  const balance = useHeaderBalance();
  const [refresh, { isLoading: refreshing }] = useRefreshUserMoneyMutation();
  const [recycle, { isLoading: recycling }] = useTransferAllMutation();

  const onRecycle = async () => {
    const result = await recycle();
    // transall's message is shown whatever the code (docs/product.md §8); network failures stay silent.
    const message = result.data?.message ?? (isApiError(result.error) && result.error.kind === 'business' ? result.error.message : '');
    if (message) showToast(message);
  };

  return (
    <MemberActionsView
      balance={balance}
      refreshing={refreshing}
      recycling={recycling}
      onRefresh={() => void refresh()}
      onRecycle={() => void onRecycle()}
    />
  );
}
