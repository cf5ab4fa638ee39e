import { MineView } from './mine-view';
import { useMine } from './use-mine';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /mine (我的). */
export default function MinePage() {
  const mine = useMine();
  return (
    <MineView
      user={mine.user}
      central={mine.central}
      failed={mine.failed}
      onRetry={() => void mine.retry()}
      avatarSrc={mine.avatar.preview}
      avatarUploading={mine.avatar.uploading}
      avatarRefusal={mine.avatar.refusal}
      onPickAvatar={mine.avatar.pick}
      refreshing={mine.refreshing}
      onRefresh={mine.refreshBalance}
      shortcuts={mine.shortcuts}
      onLogout={mine.logout}
    />
  );
}
