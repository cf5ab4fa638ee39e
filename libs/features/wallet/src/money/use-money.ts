import { WALLET_POLL_MS } from '@h5/domain';
import { useWalletMoney } from '../components/use-wallet-money';

/** /money's model: the wallet money with the venue list polled every 3500 ms (spec §9). */
export function useMoney() {
  return useWalletMoney(WALLET_POLL_MS);
}
