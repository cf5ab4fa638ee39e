import { useRouteLinks } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { SponsorsView } from './sponsors-view';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /zhanzhu: nothing to load; the page is its two entries. */
export default function SponsorsPage() {
  const linkTo = useRouteLinks();
  return <SponsorsView entryLink={(type) => linkTo(links.zhanzhuye(type))} />;
}
