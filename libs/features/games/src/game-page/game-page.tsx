import { useGoBack } from '../components/frame-screen/use-go-back';
import { GamePageView } from './game-page-view';
import { useGamePage } from './use-game-page';

/** /gamePage: the game, agent, service or download page the query names, in a frame. */
export function GamePage() {
  const page = useGamePage();
  const goBack = useGoBack();
  return <GamePageView title={page.title} frame={page.frame} frameKind={page.frameKind} onBack={goBack} />;
}
