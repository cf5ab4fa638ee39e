import { HomeHeading } from '../components/home-view/home-heading';
import { HomeView } from '../components/home-view/home-view';
import { useGameLauncher } from '../model/use-game-launcher';
import { useHomeData } from '../model/use-home-data';

/** / : the data and actions of the home page; HomeView draws them. */
export default function HomePage() {
  const data = useHomeData();
  const { openGame, openingKey } = useGameLauncher();
  return (
    <>
      <HomeHeading />
      <HomeView
        banners={data.banners}
        bannersState={data.bannersState}
        onRetryBanners={data.retryBanners}
        notices={data.notices}
        noticesScrolling={data.noticesScrolling}
        redPacketOn={data.redPacketOn}
        games={data.games}
        gamesFailed={data.gamesFailed}
        onRetryGames={data.retryGames}
        onOpenGame={openGame}
        openingKey={openingKey}
      />
    </>
  );
}
