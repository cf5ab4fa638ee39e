import { links, ROUTES } from '@h5/routing';
import { Screen } from '@h5/ui-kit';
import { EntryList } from '../components/entry-list';
import { messages } from '../messages';
import type { LinkProps } from '../components/link-props';

export interface UserCentViewProps {
  onBack: () => void;
  /** An entry's link, by its address. */
  linkTo: (to: string) => LinkProps;
}

/** /userCent (个人资料): the four entries of docs/product.md §2, and 账户安全 (docs/security.md). */
export function UserCentView({ onBack, linkTo }: UserCentViewProps) {
  // Labels read when rendering: they are then in the chosen language (docs/i18n.md).
  const entries = [
    [ROUTES.userInfo, messages.userCent.entries.userInfo],
    [ROUTES.wallet, messages.userCent.entries.cards],
    [links.password(1), messages.userCent.entries.loginPassword],
    [links.password(2), messages.userCent.entries.payPassword],
    [ROUTES.accountSecurity, messages.userCent.entries.accountSecurity],
  ].map(([to, label]) => ({ key: to, label, link: linkTo(to) }));
  return (
    <Screen title={messages.userCent.title} onBack={onBack}>
      <EntryList entries={entries} label={messages.userCent.title} />
    </Screen>
  );
}
