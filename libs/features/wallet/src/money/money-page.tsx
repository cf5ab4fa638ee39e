import { useBack, walletFigures } from '@h5/feature-kit';
import { MoneyView } from './money-view';
import { useMoney } from './use-money';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /money: joins the model to the view. */
export default function MoneyPage() {
  const money = useMoney();
  const onBack = useBack();
  return <MoneyView {...walletFigures(money)} onBack={onBack} />;
}
