import { pageRows, usePagedQuery, useRedPacketInfoQuery, useRedPacketRecordsInfiniteQuery } from '@h5/api-client';
import { notifying, useNotifyBusinessError } from '@h5/feature-kit';

/** /welfare: remaining and claimed counts from the red-packet info, and the paged records. */
export function useWelfare() {
  const info = useRedPacketInfoQuery();
  const records = usePagedQuery(useRedPacketRecordsInfiniteQuery(undefined, { refetchOnFocus: false }), pageRows, notifying);
  useNotifyBusinessError(info.error);
  return { info: info.data, records };
}
