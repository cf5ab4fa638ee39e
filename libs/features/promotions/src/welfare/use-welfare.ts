import { useCallback } from 'react';
import { useLazyRedPacketRecordsQuery, useRedPacketInfoQuery } from '@h5/api-client';
import { usePaged } from '@h5/api-client';
import { notifying, useNotifyBusinessError } from '@h5/feature-kit';

/** /welfare: remaining and claimed counts from the red-packet info, and the paged records. */
export function useWelfare() {
  const info = useRedPacketInfoQuery();
  const [fetchRecords] = useLazyRedPacketRecordsQuery();
  const fetchPage = useCallback((page: number) => notifying(fetchRecords(page).unwrap()), [fetchRecords]);
  const records = usePaged(fetchPage, 'welfare');
  useNotifyBusinessError(info.error);
  return { info: info.data, records };
}
