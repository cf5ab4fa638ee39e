import { useBack } from '@h5/feature-kit';
import { MoneyView } from './money-view';
import { useMoney } from './use-money';

/** /money: joins the model to the view. */
export default function MoneyPage() {
  const money = useMoney();
  const onBack = useBack();
  return (
    <MoneyView
      total={money.total}
      central={money.central}
      game={money.game}
      userFailed={money.userFailed}
      onRetryUser={() => void money.retryUser()}
      venues={money.venues}
      venuesFailed={money.venuesFailed}
      onRetryVenues={() => void money.retryVenues()}
      onRefresh={money.refresh}
      refreshing={money.refreshing}
      onRecycle={money.recycle}
      recycling={money.recycling}
      onBack={onBack}
    />
  );
}
