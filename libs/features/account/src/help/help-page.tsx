import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { HelpView } from './help-view';

/** /boutBallBet. */
export default function HelpPage() {
  return <HelpView onBack={useBack(ROUTES.mine)} />;
}
