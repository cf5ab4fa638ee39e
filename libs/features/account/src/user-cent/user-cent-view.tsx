import { links, ROUTES } from '@h5/routing';
import { Screen } from '@h5/ui-kit';
import { EntryList } from '../components/entry-list';
import { messages } from '../messages';

// Built when rendering, not when this module loads: the labels are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const entries = () => [
  { to: ROUTES.userInfo, label: messages.userCent.entries.userInfo },
  { to: ROUTES.wallet, label: messages.userCent.entries.cards },
  { to: links.password(1), label: messages.userCent.entries.loginPassword },
  { to: links.password(2), label: messages.userCent.entries.payPassword },
  { to: ROUTES.accountSecurity, label: messages.userCent.entries.accountSecurity },
];

/** /userCent (个人资料): the four entries of docs/product.md §2, and 账户安全 (docs/security.md). */
export function UserCentView({ onBack }: { onBack: () => void }) {
  return (
    <Screen title={messages.userCent.title} onBack={onBack}>
      <EntryList entries={entries()} label={messages.userCent.title} />
    </Screen>
  );
}
