import { useState } from 'react';
import { useAppInfoQuery } from '@h5/api-client';

/**
 * The welcome modal is on when the server's app info says index_modal 1 (not a cached copy:
 * an operator who switched it off should not see it flash) and the player has not closed it
 * since the app started (closed with 今日不再提示, the lazy modal keeps it closed all day: ./dismissal.ts).
 */
export function useWelcome() {
  const { data } = useAppInfoQuery();
  const [dismissed, setDismissed] = useState(false);
  return {
    visible: !dismissed && data?.index_modal === '1',
    title: data?.title ?? '',
    html: data?.webcontent ?? '',
    dismiss: () => setDismissed(true),
  };
}
