import { useBack } from '@h5/feature-kit';
import { useCards } from './use-cards';
import { WalletView } from './wallet-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /wallet: joins the model to the view. */
export default function WalletPage() {
  const model = useCards();
  const onBack = useBack();
  return (
    <WalletView
      tab={model.tab}
      kind={model.kind}
      cards={model.list.cards}
      failed={model.list.failed}
      onRetry={model.list.retry}
      canAdd={model.list.canAdd}
      limitHint={model.list.limitHint}
      onTab={model.selectTab}
      onUnbind={model.unbind}
      onBack={onBack}
      entryState={model.entryState}
    />
  );
}
