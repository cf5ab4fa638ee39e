import { useServiceUrlQuery } from '@h5/api-client';
import { frameStateOf } from '../components/frame-screen/frame-state';
import { screenMessages } from '../screens/messages';

/** /kefu: the customer-service URL (getservicerurl) as a frame state. */
export function useSupport() {
  const query = useServiceUrlQuery();
  return frameStateOf(
    { url: query.data?.url, error: query.error, loading: query.isFetching, retry: () => void query.refetch() },
    screenMessages.kefu.failed,
  );
}
