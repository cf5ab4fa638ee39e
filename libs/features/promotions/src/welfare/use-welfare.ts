import { pageRows, usePagedQuery, useRedPacketInfoQuery, useRedPacketRecordsInfiniteQuery } from '@h5/api-client';
import { notifying, useBack, useNotifyBusinessError, useRouteLink } from '@h5/feature-kit';
import { links } from '@h5/routing';
import type { WelfareViewProps } from './welfare-view';

/** /welfare: remaining and claimed counts from the red-packet info, and the paged records. */
export function useWelfare(): WelfareViewProps {
  const info = useRedPacketInfoQuery();
  const records = usePagedQuery(useRedPacketRecordsInfiniteQuery(undefined, { refetchOnFocus: false }), pageRows, notifying);
  useNotifyBusinessError(info.error);
  const onBack = useBack();
  const redPacketsLink = useRouteLink(links.hongbao());
  return { info: info.data, records, onBack, redPacketsLink };
}
