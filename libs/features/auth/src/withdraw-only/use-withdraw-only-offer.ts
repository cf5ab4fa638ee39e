import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { isApiError, withdrawOnlyLoggedIn, type AppDispatch } from '@h5/api-client';
import type { BusinessCode, WithdrawOnlyLogin } from '@h5/api-contract';
import { links } from '@h5/routing';

// The code by type only: the code table itself stays off /login's first paint.
const SELF_EXCLUDED = 231 satisfies typeof BusinessCode.selfExcluded;

/**
 * The session a refused login carries when the member is in a time-out or self-exclusion
 * (issue 34: code 231 with a withdraw-only session, docs/api.md), else null.
 */
export function withdrawOnlySession(error: unknown): WithdrawOnlyLogin | null {
  if (!isApiError(error) || error.kind !== 'business' || error.code !== SELF_EXCLUDED) return null;
  const data = error.data as Partial<WithdrawOnlyLogin> | undefined;
  return data?.scope === 'withdraw' && data.api_token && data.until ? (data as WithdrawOnlyLogin) : null;
}

/**
 * Offers the way on after that refusal: a dialog (its own chunk, loaded only then, so /login's
 * first paint carries none of it) says what the player can still do; 取款 takes the
 * withdraw-only session and opens /withdrawal. Declined, nothing is kept.
 */
export function useWithdrawOnlyOffer() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return useCallback(
    async (session: WithdrawOnlyLogin, refusal: string) => {
      const { offerWithdrawal } = await import('./offer-withdrawal');
      if (!(await offerWithdrawal(refusal))) return;
      dispatch(withdrawOnlyLoggedIn({ token: session.api_token, until: session.until }));
      navigate(links.withdrawal(), { replace: true });
    },
    [dispatch, navigate],
  );
}
