import { MineView } from './mine-view';
import { useMine } from './use-mine';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /mine (我的). */
export default function MinePage() {
  return <MineView {...useMine()} />;
}
