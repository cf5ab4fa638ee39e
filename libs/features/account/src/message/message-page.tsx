import { MessageView } from './message-view';
import { useMessage } from './use-message';

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
