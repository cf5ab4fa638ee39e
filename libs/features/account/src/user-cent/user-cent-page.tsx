import { useBack, useRouteLinks } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { UserCentView } from './user-cent-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /userCent: nothing to load, four links. */
export default function UserCentPage() {
  return <UserCentView onBack={useBack(ROUTES.mine)} linkTo={useRouteLinks()} />;
}
