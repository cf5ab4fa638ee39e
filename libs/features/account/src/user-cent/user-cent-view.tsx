import { links, ROUTES } from '@h5/routing';
import { Screen } from '@h5/ui-kit';
import { EntryList } from '../components/entry-list';
import { messages } from '../messages';

const ENTRIES = [
  { to: ROUTES.userInfo, label: messages.userCentEntries.userInfo },
  { to: ROUTES.wallet, label: messages.userCentEntries.cards },
  { to: links.password(1), label: messages.userCentEntries.loginPassword },
  { to: links.password(2), label: messages.userCentEntries.payPassword },
];

/** /userCent (个人资料): the four entries of docs/product.md §2. */
export function UserCentView({ onBack }: { onBack: () => void }) {
  return (
    <Screen title={messages.userCentTitle} onBack={onBack}>
      <EntryList entries={ENTRIES} label={messages.userCentTitle} />
    </Screen>
  );
}
