import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHomeNoticesQuery, useLazySiteMessagesQuery, usePaged, useSiteMessagesQuery, writeMessageNum } from '@h5/api-client';
import type { MessageTab } from '@h5/routing';
import { readQuery, ROUTES, withQuery } from '@h5/routing';

/** /message?type: 1 announcements (default), 2 站内信 as a paged list that follows the stream. The tab lives in the URL. */
export function useMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: MessageTab = readQuery(ROUTES.message, location.search).type ?? 1;
  const notices = useHomeNoticesQuery(undefined, { skip: tab !== 1 });
  const [fetchLetters] = useLazySiteMessagesQuery();
  const fetchPage = useCallback(
    async (page: number) => {
      const answer = await fetchLetters(page).unwrap();
      // docs/product.md §3 keeps the member's message count in storage (messageNum): the home notice
      // modal counts what arrived since as unread.
      if (page === 1) writeMessageNum(answer.total);
      return answer;
    },
    [fetchLetters],
  );
  const letters = usePaged(fetchPage, 'letters');
  // The list follows the live stream: its messages event invalidates the Messages tag when the
  // total moved (api-client live/apply-event.ts), which refetches this subscribed page 1; a total
  // other than the rows' asks the list's page 1 again, the rows staying until it arrives.
  const firstPage = useSiteMessagesQuery(1, { skip: tab !== 2 });
  const streamedTotal = firstPage.data?.total;
  const { total: shownTotal, refresh } = letters;
  useEffect(() => {
    if (streamedTotal !== undefined && shownTotal !== undefined && streamedTotal !== shownTotal) void refresh();
  }, [streamedTotal, shownTotal, refresh]);
  return {
    tab,
    setTab: (next: MessageTab) => navigate(withQuery(ROUTES.message, { type: next }), { replace: true }),
    notices: notices.data,
    noticesFailed: notices.isError && !notices.data,
    retryNotices: () => void notices.refetch(),
    letters,
  };
}
