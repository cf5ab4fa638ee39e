import { useEffect } from 'react';
import { useVisitUrlQuery } from '@h5/api-client';
import { visitRedirectTarget } from './visit-redirect';

const replaceLocation = (url: string) => window.location.replace(url);

/** Startup: go to the site's visit address when it is another one (the server answers non-200 when we are on it). */
export function useVisitRedirect(redirect: (url: string) => void = replaceLocation) {
  const { data } = useVisitUrlQuery();
  useEffect(() => {
    const target = visitRedirectTarget(data?.url, window.location.href);
    if (target) redirect(target);
  }, [data?.url, redirect]);
}
