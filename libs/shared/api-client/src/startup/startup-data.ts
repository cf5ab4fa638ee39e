import type { CallData } from '@h5/api-contract';
import { contentApi } from '../endpoints/content-api';
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

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

/**
 * Asks the server again for everything the page carried (a page can be old: history, a tab
 * left open). Fetched again, not invalidated: RTK Query drops an invalidated answer nobody
 * reads yet, and a part of the page whose code was still loading (a slow network) would then
 * hydrate without the data the server's HTML was made from, and be rendered again from scratch.
 */
export function revalidateStartupCache(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): void {
  const again = { subscribe: false, forceRefetch: true };
  const { appInfo, banners, homeNotices, gameList } = contentApi.endpoints;
  void dispatch(appInfo.initiate(undefined, again));
  void dispatch(banners.initiate(undefined, again));
  void dispatch(homeNotices.initiate(undefined, again));
  void dispatch(gameList.initiate(undefined, again));
}
