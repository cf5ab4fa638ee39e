import { useState } from 'react';
import { CACHE_KEYS, readCache, useAppInfoQuery } from '@h5/api-client';
import type { AppInfo } from '@h5/api-contract';
import { useRouteLink } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { useInstall } from './use-install';
import type { AppDownloadViewProps } from './app-download-view';

/** /app: the site's title and QR picture from app info (the stored copy until it answers), the install offer. */
export function useAppDownload(): AppDownloadViewProps {
  const query = useAppInfoQuery();
  const [stored] = useState(() => readCache<AppInfo>(CACHE_KEYS.appInfo));
  const info = query.data ?? stored;
  const { offer, install } = useInstall();
  const downloadLink = useRouteLink(links.gamePage({ app: 1 }));
  return {
    siteTitle: info?.title ?? null,
    qrcode: info?.ios_download_qrcode || null,
    loading: !info && !query.isError,
    installOffer: offer,
    onInstall: () => void install(),
    downloadLink,
  };
}
