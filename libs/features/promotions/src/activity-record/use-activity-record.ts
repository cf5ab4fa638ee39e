import { pageRows, useApplicationsInfiniteQuery, usePagedQuery } from '@h5/api-client';
import { notifying } from '@h5/feature-kit';

/** /activityRecord: the member's applications, a page at a time. */
export function useActivityRecord() {
  // A fresh answer each visit: the operator may have decided since (the cached pages are not shown).
  const applications = useApplicationsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: false });
  return usePagedQuery(applications, pageRows, notifying);
}
