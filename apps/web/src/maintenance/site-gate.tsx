import { useAppInfoQuery } from '@h5/api-client';
import type { ReactNode } from 'react';
import { MaintenanceScreen } from './maintenance-screen';

/**
 * site_state 0 replaces the whole app by the maintenance text. Decided on the server's
 * answer only, so the app paints at once and a cached state never locks players out.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data } = useAppInfoQuery();
  if (data && String(data.site_state) === '0') return <MaintenanceScreen tips={data.repair_tips ?? ''} />;
  return children;
}
