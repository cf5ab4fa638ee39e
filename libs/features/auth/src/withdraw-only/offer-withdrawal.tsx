import { loggedIn, withdrawOnly, WITHDRAW_ONLY_KEY, type AppDispatch } from '@h5/api-client';
import type { WithdrawOnlyLogin } from '@h5/api-contract';
import { links } from '@h5/routing';
import { confirm } from '@h5/ui-kit';
import { messages } from './messages';
import type { NavigateFunction } from 'react-router-dom';

/** Its texts in the active language before it shows (translated, docs/i18n.md). */
export { catalogue } from './locales';

/** The session a refused login carries in a time-out or self-exclusion (231, docs/api.md), else null. */
export function withdrawOnlySession(error: unknown): WithdrawOnlyLogin | null {
  const data = (error as { data?: Partial<WithdrawOnlyLogin> } | null)?.data;
  return data?.scope === 'withdraw' && data.api_token && data.until ? (data as WithdrawOnlyLogin) : null;
}

/**
 * The way on after that refusal (docs/api.md, Player protection), its own chunk so /login's first paint carries none
 * of it: a dialog repeats the refusal and says what the player can still do; 取款 takes the
 * withdraw-only session (its end kept beside the token, so a reload keeps it withdraw-only) and
 * opens /withdrawal. 关闭 keeps nothing.
 */
export async function offerWithdrawal(error: unknown, refusal: string, dispatch: AppDispatch, navigate: NavigateFunction) {
  const session = withdrawOnlySession(error);
  if (!session) return;
  const chosen = await confirm({
    title: messages.title,
    content: (
      <>
        <p>{refusal}</p>
        <p>{messages.explanation}</p>
      </>
    ),
    confirmText: messages.withdraw,
    cancelText: messages.close,
  });
  if (!chosen) return;
  try {
    sessionStorage.setItem(WITHDRAW_ONLY_KEY, session.until);
  } catch {
    // Storage blocked: the session stays withdraw-only until a reload (the server holds it so anyway).
  }
  dispatch(withdrawOnly(session.until));
  dispatch(loggedIn(session.api_token));
  navigate(links.withdrawal(), { replace: true });
}
