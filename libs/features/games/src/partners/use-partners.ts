import { useLocation } from 'react-router-dom';
import { readQuery, type SponsorType } from '@h5/routing';

/**
 * The two partner pages the reference server serves (apps/api serving/sponsor-pages.ts).
 * Same origin as the app, so the app's CSP frame-src 'self' allows them.
 */
export const sponsorPageUrl = (type: SponsorType): string => `/sponsor/${type}`;

/** /zhanzhuye?type: 1 regional partner, 2 global top partner (anything else: the first). */
export function usePartners() {
  const type = readQuery('/zhanzhuye', useLocation().search).type ?? 1;
  return { type, url: sponsorPageUrl(type) };
}
