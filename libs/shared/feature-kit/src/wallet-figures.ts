import type { WalletMoney, WalletMoneyNotices } from '@h5/api-client';
import { showError, showToast } from '@h5/ui-kit';
import type { WalletFigures } from '@h5/ui-kit';

/**
 * useWalletMoney's answer as the money views take it (ui-kit's WalletFigures): what /money,
 * /transfer and /withdrawal's pages each spelled out prop by prop.
 */
export function walletFigures(money: WalletMoney): WalletFigures {
  return {
    total: money.total,
    central: money.central,
    game: money.game,
    userFailed: money.userFailed,
    onRetryUser: () => void money.retryUser(),
    venues: money.venues,
    venuesFailed: money.venuesFailed,
    onRetryVenues: () => void money.retryVenues(),
    onRefresh: money.refresh,
    refreshing: money.refreshing,
    onRecycle: money.recycle,
    recycling: money.recycling,
  };
}

/** How useWalletMoney speaks on the money screens: refused loads as error toasts, 一键回收's message as a success. */
export const walletMoneyNotices: WalletMoneyNotices = { error: showError, success: (message) => showToast(message, { icon: 'success' }) };
