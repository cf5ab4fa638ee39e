import { startLiveMoney, type AppStore } from '@h5/api-client';
import { startIdleLogout } from '@h5/feature-kit';
import { startRealityCheck } from '../reality-check/start';

/**
 * What only a member's session uses (docs/api.md, Live money and Player protection): the money
 * stream and the reality check, a chunk of their own that live.ts loads with the first session.
 * A visitor's / and /login fetch none of it (the stream's code, the wallet and cashier calls it
 * keeps fresh, the reality check's dialog and its clock: ~13 kB on the wire). Both follow the
 * session from here on themselves: the stream closes at logout and opens again at the next login.
 * So does the member's chosen idle logout (feature-kit's idle-logout.ts, docs/security.md "Sessions").
 */
export function startMemberLive(store: AppStore): () => void {
  const stopRealityCheck = startRealityCheck(store);
  const stopStream = startLiveMoney(store);
  const stopIdleLogout = startIdleLogout(store);
  return () => {
    stopRealityCheck();
    stopStream();
    stopIdleLogout();
  };
}
