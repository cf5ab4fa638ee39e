import { useBack } from '@h5/feature-kit';
import { AddUsdtCardView } from './add-usdt-card-view';
import { useAddUsdtCard } from './use-add-usdt-card';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /addUsdtCard: joins the model to the view. */
export default function AddUsdtCardPage() {
  const model = useAddUsdtCard();
  const onBack = useBack();
  return (
    <AddUsdtCardView
      form={model.form}
      error={model.error}
      refusal={model.refusal}
      submitting={model.submitting}
      onChange={model.change}
      onSubmit={model.submit}
      onBack={onBack}
    />
  );
}
