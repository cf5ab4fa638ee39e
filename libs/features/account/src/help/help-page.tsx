import { useBack } from '../components/use-back';
import { HelpView } from './help-view';

/** /boutBallBet. */
export default function HelpPage() {
  return <HelpView onBack={useBack()} />;
}
