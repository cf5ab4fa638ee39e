import type { CallData } from '@h5/api-contract';
import type { Dispatch } from '@reduxjs/toolkit';
import { contentApi } from '../endpoints/content-api';

/**
 * What the server writes into the page for the first screen of / (the answers of app,
 * bannerList, homenotice and game/list), so start-up waits on no call.
 */
export interface StartupData {
  appInfo: CallData<'app'>;
  banners: CallData<'bannerList'>;
  notices: CallData<'homenotice'>;
  games: CallData<'gameList'>;
}

/** The cache tags of the calls the page carries: invalidating them revalidates it. */
export const STARTUP_TAGS = ['AppInfo', 'Banners', 'Notices', 'Games'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A loose shape check of what the page carried (a broken page must not break start-up). */
export function isStartupData(value: unknown): value is StartupData {
  return (
    isObject(value) &&
    isObject(value['appInfo']) &&
    Array.isArray(value['banners']) &&
    Array.isArray(value['notices']) &&
    Array.isArray(value['games'])
  );
}

/**
 * Puts the carried answers into the RTK Query cache synchronously, before the first render,
 * so the hooks of the first screen find them (hydration renders what the server rendered).
 */
export function seedStartupCache(dispatch: Dispatch, data: StartupData): void {
  dispatch(
    contentApi.util.upsertQueryEntries([
      { endpointName: 'appInfo', arg: undefined, value: data.appInfo },
      { endpointName: 'banners', arg: undefined, value: data.banners },
      { endpointName: 'homeNotices', arg: undefined, value: data.notices },
      { endpointName: 'gameList', arg: undefined, value: data.games },
    ]),
  );
}

/** Asks the server again for everything the page carried (a page can be old: history, a tab left open). */
export function revalidateStartupCache(dispatch: Dispatch): void {
  dispatch(contentApi.util.invalidateTags([...STARTUP_TAGS]));
}
