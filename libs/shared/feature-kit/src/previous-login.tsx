import { securityApi, type AppDispatch } from '@h5/api-client';
import type { PreviousLogin, SecurityOverview } from '@h5/api-contract';
import { links } from '@h5/routing';
import { confirm, DescriptionList } from '@h5/ui-kit';
import { previousLoginTexts } from './previous-login-messages';

/**
 * 上次登录 right after a login (docs/security.md "Sessions"): a login the player did not make
 * shows itself the next time they log in. Loaded once a login happened (./previous-login-watch.ts),
 * so no first paint carries it.
 */
function PreviousLoginDetails({ login }: { login: PreviousLogin }) {
  const t = previousLoginTexts();
  return (
    <DescriptionList
      columns={1}
      rowGap="sm"
      items={[
        { key: 'time', term: t.time, detail: login.time },
        { key: 'device', term: t.device, detail: login.device },
        { key: 'ip', term: t.address, detail: login.ip || '—' },
      ]}
    />
  );
}

/**
 * Shows the login before this one to a member with a passkey or TOTP (a member without either
 * keeps today's login, nothing in its way). 不是我？ ends every other session and opens the
 * login-password change, which ends them for good. Back or Escape only closes it (as 是我): a
 * player closing a notice by habit must not end their other devices' sessions and land on a
 * password form; the notice has done its work once it was seen.
 */
export async function showPreviousLogin(overview: SecurityOverview, dispatch: AppDispatch, navigate: (to: string) => void): Promise<void> {
  if (!overview.previous_login || (overview.passkeys.length === 0 && !overview.totp)) return;
  const t = previousLoginTexts();
  const itWasMe = await confirm({
    title: t.title,
    content: <PreviousLoginDetails login={overview.previous_login} />,
    confirmText: t.ok,
    cancelText: t.notMe,
    dismissAs: true,
  });
  if (itWasMe) return;
  await dispatch(securityApi.endpoints.endOtherSessions.initiate());
  navigate(links.password(1));
}
