import { useBack } from '@h5/feature-kit';
import { UsdtmoreView } from './usdtmore-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /usdtmore: a static page, so its only model is the back arrow. */
export default function UsdtmorePage() {
  return <UsdtmoreView onBack={useBack()} />;
}
