import { useMemo } from 'react';
import { CACHE_KEYS, readCache, useAppInfoQuery } from '@h5/api-client';
import type { AppInfo } from '@h5/api-contract';

/** App info from the server, or the copy kept in localStorage until it answers (a return visit paints at once). */
export function useAppInfo(): AppInfo | undefined {
  const { data } = useAppInfoQuery();
  const cached = useMemo(() => readCache<AppInfo>(CACHE_KEYS.appInfo) ?? undefined, []);
  return data ?? cached;
}
