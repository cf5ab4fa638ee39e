import { useBack } from '@h5/feature-kit';
import { useWelfare } from './use-welfare';
import { WelfareView } from './welfare-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /welfare. */
export default function WelfarePage() {
  const model = useWelfare();
  const onBack = useBack();
  return <WelfareView info={model.info} records={model.records} onBack={onBack} />;
}
