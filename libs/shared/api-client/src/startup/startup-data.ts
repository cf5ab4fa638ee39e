import type { CallData } from '@h5/api-contract';
import { contentApi } from '../endpoints/content-api';
import type { Dispatch } from '@reduxjs/toolkit';

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
  for (const entry of startupEntries(data)) dispatch(contentApi.util.upsertQueryEntries([entry]));
}

/**
 * The same, one answer per task (`pause` resolves in the next one): the four in one dispatch were
 * one task of ~50 ms on a 4× slower phone. Nothing reads the store yet, so nothing renders between.
 */
export async function seedStartupCacheInPieces(dispatch: Dispatch, data: StartupData, pause: () => Promise<void>): Promise<void> {
  for (const entry of startupEntries(data)) {
    await pause();
    dispatch(contentApi.util.upsertQueryEntries([entry]));
  }
}

const startupEntries = (data: StartupData) =>
  [
    { endpointName: 'appInfo', arg: undefined, value: data.appInfo },
    { endpointName: 'banners', arg: undefined, value: data.banners },
    { endpointName: 'homeNotices', arg: undefined, value: data.notices },
    { endpointName: 'gameList', arg: undefined, value: data.games },
  ] as Parameters<typeof contentApi.util.upsertQueryEntries>[0];
