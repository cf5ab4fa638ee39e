import { useBack } from '@h5/feature-kit';
import { UsdtmoreView } from './usdtmore-view';

/** /usdtmore: a static page, so its only model is the back arrow. */
export default function UsdtmorePage() {
  return <UsdtmoreView onBack={useBack()} />;
}
