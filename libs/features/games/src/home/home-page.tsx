import { HomeHeading } from './home-heading';
import { HomeView } from './home-view';
import { useHome } from './use-home';
import { useHomeLinks } from './use-home-links';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** / : joins the home model to HomeView; the heading is the screen's hidden h1. */
export default function HomePage() {
  const home = useHome();
  const links = useHomeLinks();
  return (
    <>
      <HomeHeading />
      <HomeView
        banners={home.banners}
        bannersState={home.bannersState}
        onRetryBanners={home.retryBanners}
        notices={home.notices}
        noticesScrolling={home.noticesScrolling}
        redPacketOn={home.redPacketOn}
        redPacketLane={home.redPacketLane}
        games={home.games}
        gamesFailed={home.gamesFailed}
        onRetryGames={home.retryGames}
        onOpenGame={home.openGame}
        openingKey={home.openingKey}
        links={links}
      />
      {home.transferOffer}
    </>
  );
}
