import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePayInfoQuery } from '@h5/api-client';
import { PAY_INFO_COUNTDOWN_MS, parseBeijingDateTime } from '@h5/domain';
import { notifyBusinessError } from '@h5/feature-kit';

/**
 * /payInfo?deposit_no: the order as the server holds it. The countdown's end is computed
 * from created_at (one hour later), never from when the page opened, so a reload shows the
 * same time left.
 */
export function usePayInfo() {
  const [params] = useSearchParams();
  const depositNo = params.get('deposit_no') ?? '';
  const info = usePayInfoQuery(depositNo, { skip: depositNo === '' });
  useEffect(() => notifyBusinessError(info.error), [info.error]);
  const created = info.data ? parseBeijingDateTime(info.data.info.created_at) : null;
  return {
    data: info.data,
    /** The moment the countdown reaches 00:00; an unreadable time counts as expired. */
    deadline: info.data ? (created === null ? 0 : created + PAY_INFO_COUNTDOWN_MS) : undefined,
    failed: depositNo === '' || (info.isError && !info.data),
    onRetry: () => void info.refetch(),
  };
}
