import { useWalletMoney } from '@h5/api-client';
import { WALLET_POLL_MS } from '@h5/domain';
import { walletMoneyNotices } from '@h5/feature-kit';

/** /money's model: the wallet money with the venue list polled every 3500 ms (docs/product.md §9). */
export function useMoney() {
  return useWalletMoney(WALLET_POLL_MS, { notices: walletMoneyNotices });
}
