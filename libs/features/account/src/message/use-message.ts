import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageRows, useHomeNoticesQuery, usePagedQuery, useSiteMessagePagesInfiniteQuery, writeMessageNum } from '@h5/api-client';
import type { MessageTab } from '@h5/routing';
import { readQuery, ROUTES, withQuery } from '@h5/routing';
import type { MessageViewProps } from './message-view';

/** /message?type: 1 announcements (default), 2 站内信 as a paged list that follows the stream. The tab lives in the URL. */
export function useMessage(): MessageViewProps {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: MessageTab = readQuery(ROUTES.message, location.search).type ?? 1;
  const notices = useHomeNoticesQuery(undefined, { skip: tab !== 1 });
  // The list follows the live stream: its messages event invalidates the Messages tag when the
  // total moved (api-client live/apply-event.ts), which asks this list's page 1 again, the rows
  // staying until it arrives.
  const list = useSiteMessagePagesInfiniteQuery(undefined, { skip: tab !== 2, refetchOnFocus: false });
  const letters = usePagedQuery(list, pageRows);
  // docs/product.md §3 keeps the member's message count in storage (messageNum): the home notice
  // modal counts what arrived since as unread.
  const total = list.data?.pages[0]?.total;
  useEffect(() => {
    if (total !== undefined) writeMessageNum(total);
  }, [total]);
  return {
    tab,
    onTab: (next: MessageTab) => navigate(withQuery(ROUTES.message, { type: next }), { replace: true }),
    notices: notices.data,
    noticesFailed: notices.isError && !notices.data,
    onRetryNotices: () => void notices.refetch(),
    letters,
  };
}
