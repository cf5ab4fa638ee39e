import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CACHE_KEYS, readCache, useConciseGamesQuery, writeCache } from '@h5/api-client';
import type { ConciseGame } from '@h5/api-contract';
import { notifyBusinessError } from '@h5/feature-kit';
import { CONCISE_TABS, links, readQuery, type ConciseTab } from '@h5/routing';
import { useGameLauncher } from '../components/use-game-launcher';
import type { ConciseViewProps } from './concise-view';
import type { ReactNode } from 'react';

type StoredTabs = Partial<Record<ConciseTab, ConciseGame[]>>;

export type ConciseListState = 'loading' | 'ready' | 'empty' | 'failed';

/**
 * /concise (the view's props as the view names them): the tab from the query (obgdy by default), its games from the server once per
 * tab (the store keeps each answer) or, until it answers, from the last visit (docs/product.md §3).
 */
export function useConcise(): Omit<ConciseViewProps, 'onBack'> & { transferOffer: ReactNode } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = readQuery('/concise', search).type ?? CONCISE_TABS[0];
  const query = useConciseGamesQuery(tab);
  const [stored, setStored] = useState<StoredTabs>(() => readCache<StoredTabs>(CACHE_KEYS.conciseTabs) ?? {});
  const { openConciseGame, openingKey, offer } = useGameLauncher();

  useEffect(() => {
    if (!query.data) return;
    setStored((previous) => {
      const next = { ...previous, [tab]: query.data };
      writeCache(CACHE_KEYS.conciseTabs, next);
      return next;
    });
  }, [tab, query.data]);
  useEffect(() => notifyBusinessError(query.error), [query.error]);

  const games = query.data ?? stored[tab] ?? null;
  return {
    tab,
    // The tab lives in the URL, so back and reload keep it; replace, not push: tabs are not pages.
    onSelectTab: (next: ConciseTab) => navigate(links.concise(next), { replace: true }),
    games: games ?? [],
    state: listState(games, query.isError),
    onRetry: () => void query.refetch(),
    onOpenGame: (game) => void openConciseGame(game),
    openingKey,
    transferOffer: offer,
  };
}

function listState(games: readonly ConciseGame[] | null, failed: boolean): ConciseListState {
  if (games) return games.length > 0 ? 'ready' : 'empty';
  return failed ? 'failed' : 'loading';
}
