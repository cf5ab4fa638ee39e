import { HomeHeading } from './home-heading';
import { HomeView } from './home-view';
import { useHome } from './use-home';
import { useHomeLinks } from './use-home-links';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** / : joins the home model to HomeView; the heading is the screen's hidden h1. */
export default function HomePage() {
  const { transferOffer, ...model } = useHome();
  const links = useHomeLinks();
  return (
    <>
      <HomeHeading />
      <HomeView {...model} links={links} />
      {transferOffer}
    </>
  );
}
