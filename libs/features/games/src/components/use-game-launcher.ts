import { useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, type AppDispatch } from '@h5/api-client';
import type { ConciseGame, GameListItem } from '@h5/api-contract';
import { guardGameOpen, translated } from '@h5/domain';
import type { GamePageQuery } from '@h5/routing';
import { showToast } from '@h5/ui-kit';
import { conciseGameKey, conciseGameQuery, gameKey, gamePageQuery } from './categories';

/** Where /gamePage finds a URL already fetched for its query, so it need not ask twice. */
export interface GamePageState {
  url: string;
}

/**
 * Opening a game (home entry or /concise tile): visitors are told to log in; a member's tap runs
 * game-launch.ts (a chunk loaded at the first tap): the offer to move money into a venue at ¥0
 * (`offer`, an element the screen renders), then the game URL, then /gamePage with it in the
 * navigation state.
 */
export function useGameLauncher() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [openingKey, setOpeningKey] = useState<string | null>(null);
  const [offer, setOffer] = useState<ReactElement | null>(null);

  function launch(key: string, query: GamePageQuery) {
    const blocked = guardGameOpen(loggedIn);
    if (blocked) {
      showToast(blocked.message);
      return;
    }
    if (openingKey || offer) return;
    setOpeningKey(key);
    return import('./game-launch').then(translated).then(
      (m) => m.launchGame({ dispatch, navigate, setOpening: setOpeningKey, setOffer }, key, query),
      () => setOpeningKey(null),
    );
  }

  const openGame = (game: GameListItem) => launch(gameKey(game), gamePageQuery(game));
  const openConciseGame = (game: ConciseGame) => launch(conciseGameKey(game), conciseGameQuery(game));

  return { openGame, openConciseGame, openingKey, offer };
}
