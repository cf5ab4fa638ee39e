import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { BetRecordView } from './bet-record-view';
import { useBetRecord } from './use-bet-record';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /betRecord. */
export default function BetRecordPage() {
  const model = useBetRecord();
  const onBack = useBack(ROUTES.mine);
  return (
    <BetRecordView
      platforms={model.platforms}
      platform={model.platform}
      onPlatform={model.setPlatform}
      date={model.date}
      onDate={model.setDate}
      bets={model.bets}
      listKey={model.listKey}
      onBack={onBack}
    />
  );
}
