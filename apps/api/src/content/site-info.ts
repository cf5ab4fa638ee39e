import type { AppInfo } from '@h5/api-contract';
import { absoluteUrl } from './public-url';
import { readSiteConfig } from './site-config';
import type { Queryable } from '../db/types';

const APP_KEYS = [
  'title',
  'site_state',
  'repair_tips',
  'redpacket_switch',
  'site_logo',
  'h5_url',
  'index_modal',
  'webcontent',
  'index_modal_recharge',
  'ios_download_qrcode',
  'ios_download_url',
  'fanshui',
] as const;

const asFlag = (value: string): '0' | '1' => (value === '0' ? '0' : '1');

/** `app`: every value a string, as the site's system_config gives them. */
export async function loadAppInfo(db: Queryable, base: string): Promise<AppInfo> {
  const c = await readSiteConfig(db, APP_KEYS);
  return {
    title: c.title,
    site_state: asFlag(c.site_state),
    repair_tips: c.repair_tips,
    redpacket_switch: asFlag(c.redpacket_switch),
    site_logo: absoluteUrl(base, c.site_logo),
    h5_url: c.h5_url || base,
    index_modal: c.index_modal === '1' ? '1' : '0',
    webcontent: c.webcontent,
    // A key of its own at the end: the site's older client reads its keys by name and ignores it.
    index_modal_recharge: c.index_modal_recharge === '1' ? '1' : '0',
    ios_download_qrcode: absoluteUrl(base, c.ios_download_qrcode),
    ios_download_url: absoluteUrl(base, c.ios_download_url),
    fanshui: c.fanshui,
  };
}

/** The site's own address (h5_url), or this server's address when none is configured. */
export async function siteAddress(db: Queryable, base: string): Promise<string> {
  const { h5_url } = await readSiteConfig(db, ['h5_url']);
  return h5_url || base;
}

const hostOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * True when the visitor already is on the site's address, so `getVisitUrl` must not send
 * them there again. A same-origin GET carries no Origin header: treating "no Origin and no
 * Referer" as "already here" is what stops the reference site's redirect loop.
 */
export function isOnSite(siteUrl: string, origin: string | undefined, referer: string | undefined): boolean {
  const from = hostOf(origin) ?? hostOf(referer);
  return from === null || from === hostOf(siteUrl);
}
