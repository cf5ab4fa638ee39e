import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { HelpView } from './help-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /boutBallBet. */
export default function HelpPage() {
  return <HelpView onBack={useBack(ROUTES.mine)} />;
}
