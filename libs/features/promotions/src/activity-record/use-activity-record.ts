import { useCallback } from 'react';
import { useLazyApplicationsQuery } from '@h5/api-client';
import { usePaged } from '@h5/api-client';
import { notifying } from '@h5/feature-kit';

/** /activityRecord: the member's applications, a page at a time. */
export function useActivityRecord() {
  const [fetchApplications] = useLazyApplicationsQuery();
  // A fresh answer each visit: the operator may have decided since (no cached page).
  const fetchPage = useCallback((page: number) => notifying(fetchApplications(page, false).unwrap()), [fetchApplications]);
  return usePaged(fetchPage, 'applications');
}
