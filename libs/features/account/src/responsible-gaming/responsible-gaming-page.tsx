import { ResponsibleGamingView } from './responsible-gaming-view';
import { useResponsibleGaming } from './use-responsible-gaming';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /responsibleGaming: 负责任博彩. The page wires the model hook to the view and draws nothing itself. */
export default function ResponsibleGamingPage() {
  return <ResponsibleGamingView {...useResponsibleGaming()} />;
}
