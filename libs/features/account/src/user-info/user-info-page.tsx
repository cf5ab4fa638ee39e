import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { useUserInfo } from './use-user-info';
import { UserInfoView } from './user-info-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /userInfo. */
export default function UserInfoPage() {
  return <UserInfoView {...useUserInfo()} onBack={useBack(ROUTES.mine)} />;
}
