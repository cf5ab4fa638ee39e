import { MessageView } from './message-view';
import { useMessage } from './use-message';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /message?type. */
export default function MessagePage() {
  return <MessageView {...useMessage()} />;
}
