import { lazy, Suspense, type ReactNode } from 'react';
import { useAppInfoQuery } from '@h5/api-client';
import { translated } from '@h5/domain';

// Needed only while the site is down: kept off the first paint of a working site.
const MaintenanceScreen = lazy(() => import('./maintenance-screen').then(translated).then((m) => ({ default: m.MaintenanceScreen })));

/**
 * site_state 0 replaces the whole app by the maintenance text. Decided on the server's
 * answer only, so the app paints at once and a cached state never locks players out.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data } = useAppInfoQuery();
  if (data && String(data.site_state) === '0') {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen tips={data.repair_tips ?? ''} />
      </Suspense>
    );
  }
  return children;
}
