import { MessageView } from './message-view';
import { useMessage } from './use-message';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /message?type. */
export default function MessagePage() {
  const model = useMessage();
  return (
    <MessageView
      tab={model.tab}
      onTab={model.setTab}
      notices={model.notices}
      noticesFailed={model.noticesFailed}
      onRetryNotices={model.retryNotices}
      letters={model.letters}
    />
  );
}
