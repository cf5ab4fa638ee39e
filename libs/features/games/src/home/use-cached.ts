import { useEffect, useState } from 'react';
import { readCache, writeCache, type CacheKey } from '@h5/api-client';

/**
 * The latest server data, or what the last visit stored under `key` (docs/product.md §3) until it
 * arrives, so a return visit paints at once.
 */
export function useCached<T>(key: CacheKey, data: T | undefined): T | null {
  const [cached] = useState(() => readCache<T>(key));
  useEffect(() => {
    if (data !== undefined) writeCache(key, data);
  }, [key, data]);
  return data ?? cached;
}
