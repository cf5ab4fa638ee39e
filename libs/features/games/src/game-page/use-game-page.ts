import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { baseApi, selectIsLoggedIn, useAgentLoginUrlQuery, useAppInfoQuery, useGameUrlMutation, useServiceUrlQuery } from '@h5/api-client';
import { guardGameOpen } from '@h5/domain';
import { readQuery, type GamePageQuery } from '@h5/routing';
import { gameUrlRequestOf } from '../components/categories';
import { frameStateOf, type FrameState } from '../components/frame-screen/frame-state';
import { screenMessages } from '../screens/messages';
import type { FrameKind } from '../components/frame-screen/web-frame';
import type { GamePageState } from '../components/use-game-launcher';

export type GamePageMode = 'agent' | 'service' | 'download' | 'game' | 'none';

/** docs/product.md §2 /gamePage: dailiD=1 agent login, dailiD=2 service, app=1 download, else name → game. */
export function gamePageMode(query: GamePageQuery): GamePageMode {
  if (query.dailiD === 1) return 'agent';
  if (query.dailiD === 2) return 'service';
  if (query.app === 1) return 'download';
  return query.name ? 'game' : 'none';
}

const TITLES: Record<GamePageMode, string> = {
  agent: screenMessages.gamePage.agentTitle,
  service: screenMessages.gamePage.serviceTitle,
  download: screenMessages.gamePage.appTitle,
  game: screenMessages.gamePage.title,
  none: screenMessages.gamePage.title,
};

const FRAMES: Record<GamePageMode, FrameKind> = {
  agent: 'service',
  service: 'service',
  download: 'download',
  game: 'game',
  none: 'static',
};

const FAILED = screenMessages.gamePage.failed;

/** The game URL: from the launcher's navigation state, else asked here once per query. */
function useGameUrl(query: GamePageQuery, active: boolean): FrameState {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { state } = useLocation() as { state: Partial<GamePageState> | null };
  const [request, result] = useGameUrlMutation();
  const asked = useRef<string | null>(null);
  const given = state?.url;
  const key = JSON.stringify(query);
  const mayAsk = active && loggedIn && !given;

  useEffect(() => {
    // Once per query, also when StrictMode runs effects twice.
    if (!mayAsk || asked.current === key) return;
    asked.current = key;
    void request(gameUrlRequestOf(query));
  }, [mayAsk, key, query, request]);

  const dispatch = useDispatch();
  useEffect(() => {
    if (!active) return;
    // Bets in the frame moved the venue balance behind the store's back: on leaving, every
    // amount on screen (header, /money, /transfer) asks again.
    return () => void dispatch(baseApi.util.invalidateTags(['Balance', 'User', 'Venues']));
  }, [active, dispatch]);

  if (!active) return { kind: 'loading' };
  if (given) return { kind: 'ready', url: given };
  const blocked = guardGameOpen(loggedIn);
  if (blocked) return { kind: 'failed', text: blocked.message };
  return frameStateOf(
    {
      url: result.data?.url,
      error: result.error,
      loading: result.isUninitialized || result.isLoading,
      retry: () => void request(gameUrlRequestOf(query)),
    },
    FAILED,
  );
}

/** /gamePage: which page the query asks for, and its URL's state. */
export function useGamePage() {
  const { search } = useLocation();
  const query = readQuery('/gamePage', search);
  const mode = gamePageMode(query);

  const agent = useAgentLoginUrlQuery(undefined, { skip: mode !== 'agent' });
  const service = useServiceUrlQuery(undefined, { skip: mode !== 'service' });
  const appInfo = useAppInfoQuery(undefined, { skip: mode !== 'download' });
  const game = useGameUrl(query, mode === 'game');

  const fromQuery = (q: { data?: { url: string }; error?: unknown; isFetching: boolean; refetch: () => unknown }) =>
    frameStateOf({ url: q.data?.url, error: q.error, loading: q.isFetching, retry: () => void q.refetch() }, FAILED);

  let frame: FrameState;
  if (mode === 'agent') frame = fromQuery(agent);
  else if (mode === 'service') frame = fromQuery(service);
  else if (mode === 'download') {
    const url = appInfo.data?.ios_download_url;
    frame =
      appInfo.data && !url
        ? { kind: 'failed', text: screenMessages.gamePage.noDownload }
        : fromQuery({ ...appInfo, data: url ? { url } : undefined });
  } else if (mode === 'game') frame = game;
  else frame = { kind: 'failed', text: screenMessages.gamePage.noGame };

  return { title: TITLES[mode], frameKind: FRAMES[mode], frame };
}
