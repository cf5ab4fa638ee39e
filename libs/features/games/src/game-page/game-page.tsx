import { useBack } from '@h5/feature-kit';
import { GamePageView } from './game-page-view';
import { useGamePage } from './use-game-page';

/** /gamePage: the game, agent, service or download page the query names, in a frame. */
export default function GamePage() {
  const page = useGamePage();
  const goBack = useBack();
  return <GamePageView title={page.title} frame={page.frame} frameKind={page.frameKind} onBack={goBack} />;
}
