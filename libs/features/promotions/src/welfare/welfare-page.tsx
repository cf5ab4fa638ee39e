import { useWelfare } from './use-welfare';
import { WelfareView } from './welfare-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /welfare. */
export default function WelfarePage() {
  return <WelfareView {...useWelfare()} />;
}
