import { useEffect, useMemo, useState } from 'react';
import { CACHE_KEYS, readCache, useAppInfoQuery, useBannersQuery, useGameListQuery, useHomeNoticesQuery, writeCache } from '@h5/api-client';
import type { AppInfo, Banner } from '@h5/api-contract';
import { notifyBusinessError } from '@h5/feature-kit';
import { useAfterFirstPaint } from '@h5/ui-kit';
import { useCached } from './use-cached';
import { CATEGORY_IDS, groupGames, type GamesByCategory } from '../components/categories';
import { useGameLauncher } from '../components/use-game-launcher';

const NO_NOTICES: readonly string[] = [];

/** The six lists the last visit stored, or null when any is missing. */
function readCachedGames(): GamesByCategory | null {
  const entries = CATEGORY_IDS.map((id) => [id, readCache<GamesByCategory[typeof id]>(CACHE_KEYS[id])] as const);
  return entries.every(([, list]) => Array.isArray(list)) ? (Object.fromEntries(entries) as GamesByCategory) : null;
}

function useGameLists() {
  const query = useGameListQuery();
  const grouped = useMemo(() => (query.data ? groupGames(query.data) : undefined), [query.data]);
  const [cached] = useState(readCachedGames);
  useEffect(() => {
    if (grouped) for (const id of CATEGORY_IDS) writeCache(CACHE_KEYS[id], grouped[id]);
  }, [grouped]);
  useEffect(() => notifyBusinessError(query.error), [query.error]);
  const games = grouped ?? cached;
  return { games, gamesFailed: query.isError && !games, onRetryGames: query.refetch };
}

/**
 * The notice line stands still (readable, cut with an ellipsis) until this long after the
 * page has loaded and gone idle. A scrolling line makes the phone draw a frame all the time,
 * on the cores the last start-up work (the welcome modal, revalidating the start-up data)
 * still needs. Measured (Lighthouse mobile, / on the 2-core CI machine, 9 interleaved runs
 * each): TBT 1,498 → 786 ms as a visitor and 1,178 → 894 ms as a member.
 */
export const NOTICE_SCROLL_DELAY_MS = 2000;

/** Turns true `ms` after `on` has. */
function useLater(on: boolean, ms: number): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    const timer = window.setTimeout(() => setLater(true), ms);
    return () => window.clearTimeout(timer);
  }, [on, ms]);
  return later;
}

/**
 * / : everything the home page shows, each part from the server or the last visit's cache,
 * and opening a venue (the launcher /concise shares), named as the view names its props.
 */
export function useHome() {
  const bannersQuery = useBannersQuery();
  const banners = useCached<readonly Banner[]>(CACHE_KEYS.banner, bannersQuery.data);
  const noticesQuery = useHomeNoticesQuery();
  const { data: appInfo } = useAppInfoQuery();
  // The shell stores app info; until this call answers, the stored copy decides.
  const [storedAppInfo] = useState(() => readCache<AppInfo>(CACHE_KEYS.appInfo));
  const gameLists = useGameLists();
  // The floating red packet is no part of the first screen: it comes once the page is idle. Its
  // lane is: the game list leaves it from the server's first paint on, so nothing moves when it comes.
  const afterFirstPaint = useAfterFirstPaint();
  const redPacketSwitch = String((appInfo ?? storedAppInfo)?.redpacket_switch) === '1';
  const noticesScrolling = useLater(afterFirstPaint, NOTICE_SCROLL_DELAY_MS);

  useEffect(() => notifyBusinessError(bannersQuery.error), [bannersQuery.error]);
  useEffect(() => notifyBusinessError(noticesQuery.error), [noticesQuery.error]);
  const { openGame, openingKey, offer } = useGameLauncher();

  return {
    banners: banners && banners.length > 0 ? banners : null,
    bannersState: bannersState(banners, bannersQuery.isError),
    onRetryBanners: bannersQuery.refetch,
    notices: noticesQuery.data ?? (noticesQuery.isError ? NO_NOTICES : null),
    noticesScrolling,
    redPacketLane: redPacketSwitch,
    redPacketOn: afterFirstPaint && redPacketSwitch,
    ...gameLists,
    onOpenGame: openGame,
    openingKey,
    transferOffer: offer,
  };
}

export type BannersState = 'ready' | 'loading' | 'failed' | 'empty';

function bannersState(banners: readonly Banner[] | null, failed: boolean): BannersState {
  if (banners && banners.length > 0) return 'ready';
  if (failed) return 'failed';
  return banners ? 'empty' : 'loading';
}
