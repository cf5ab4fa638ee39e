import { useState } from 'react';
import { CACHE_KEYS, readCache, useAppInfoQuery } from '@h5/api-client';
import type { AppInfo } from '@h5/api-contract';

/** /app: the site's title and QR picture from app info (the stored copy until it answers). */
export function useAppDownload() {
  const query = useAppInfoQuery();
  const [stored] = useState(() => readCache<AppInfo>(CACHE_KEYS.appInfo));
  const info = query.data ?? stored;
  return {
    siteTitle: info?.title ?? null,
    qrcode: info?.ios_download_qrcode || null,
    loading: !info && !query.isError,
  };
}
