import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { UserCentView } from './user-cent-view';

/** /userCent: nothing to load, four links. */
export default function UserCentPage() {
  return <UserCentView onBack={useBack(ROUTES.mine)} />;
}
