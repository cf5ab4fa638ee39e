import { ROUTES } from '@h5/routing';
import { useBack } from '@h5/feature-kit';
import { useBetRecord } from './use-bet-record';
import { BetRecordView } from './bet-record-view';

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
