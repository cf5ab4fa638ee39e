import { useBack } from '../components/use-back';
import { UsdtmoreView } from './usdtmore-view';

/** /usdtmore: a static page, so its only model is the back arrow. */
export function UsdtmorePage() {
  return <UsdtmoreView onBack={useBack()} />;
}
