import { useEffect } from 'react';
import { useAppInfo } from './use-app-info';

/** The browser tab shows the site's own title (app info), not the build's placeholder. */
export function useDocumentTitle() {
  const title = useAppInfo()?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
