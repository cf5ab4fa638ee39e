import { useCallback, useRef, useState } from 'react';
import { useVippayHandoffMutation } from '@h5/api-client';
import { refusalMessage } from '@h5/feature-kit';
import { showError } from '@h5/ui-kit';
import { leaveSite } from './leave-site';

/**
 * VipPay (docs/product.md §4): skips the normal deposit flow. The server checks the amount and answers the
 * payment site's address for it (a one-time ticket, never our session token); the browser goes
 * there. After a success the button stays busy: the page is being left, a second tap does nothing.
 */
export function useVippay() {
  const [handoff] = useVippayHandoffMutation();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    async (amount: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      const result = await handoff({ amount });
      if ('data' in result && result.data) {
        leaveSite(result.data.url);
        return;
      }
      running.current = false;
      setBusy(false);
      // A 401 is the shell's 认证失败 dialog alone (docs/product.md §4), never a toast beside it.
      const refusal = refusalMessage(result.error, { network: true });
      if (refusal) showError(refusal);
    },
    [handoff],
  );
  return { start, busy };
}
