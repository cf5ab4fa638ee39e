import { useBack } from '../components/use-back';
import { UserCentView } from './user-cent-view';

/** /userCent: nothing to load, four links. */
export default function UserCentPage() {
  return <UserCentView onBack={useBack()} />;
}
