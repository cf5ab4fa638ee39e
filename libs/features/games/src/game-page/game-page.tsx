import { useBack } from '@h5/feature-kit';
import { GamePageView } from './game-page-view';
import { useGamePage } from './use-game-page';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /gamePage: the game, agent, service or download page the query names, in a frame. */
export default function GamePage() {
  const page = useGamePage();
  const goBack = useBack();
  return <GamePageView title={page.title} frame={page.frame} frameKind={page.frameKind} onBack={goBack} />;
}
