import { useBack, useRouteLink, useRouteLinks } from '@h5/feature-kit';
import { links, ROUTES } from '@h5/routing';
import { HelpView } from './help-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /boutBallBet: nothing to load; the entries' and the service's links. */
export default function HelpPage() {
  const linkTo = useRouteLinks();
  const serviceLink = useRouteLink(ROUTES.kefu);
  const onBack = useBack(ROUTES.mine);
  return <HelpView onBack={onBack} entryLink={(type) => linkTo(links.boutBallBetInfo(type))} serviceLink={serviceLink} />;
}
