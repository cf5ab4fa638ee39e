import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { useUserInfo } from './use-user-info';
import { UserInfoView } from './user-info-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /userInfo. */
export default function UserInfoPage() {
  const model = useUserInfo();
  const onBack = useBack(ROUTES.mine);
  return (
    <UserInfoView
      user={model.user}
      failed={model.failed}
      onRetry={model.retry}
      onBack={onBack}
      avatarSrc={model.avatar.preview}
      avatarUploading={model.avatar.uploading}
      avatarRefusal={model.avatar.refusal}
      onPickAvatar={model.avatar.pick}
      form={model.form}
      error={model.error}
      refusal={model.refusal}
      saving={model.saving}
      onChange={model.change}
      onSubmit={() => void model.submit()}
      picker={model.picker}
    />
  );
}
