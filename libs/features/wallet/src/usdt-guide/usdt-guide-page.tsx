import { useBack } from '@h5/feature-kit';
import { UsdtGuideView } from './usdt-guide-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /usdtmore: a static page, so its only model is the back arrow. */
export default function UsdtGuidePage() {
  return <UsdtGuideView onBack={useBack()} />;
}
