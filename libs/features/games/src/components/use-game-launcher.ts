import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useGameUrlMutation } from '@h5/api-client';
import type { ConciseGame, GameListItem } from '@h5/api-contract';
import { guardGameOpen } from '@h5/domain';
import { notifyBusinessError } from '@h5/feature-kit';
import { links, type GamePageQuery } from '@h5/routing';
import { showToast } from '@h5/ui-kit';
import { conciseGameKey, conciseGameQuery, gameKey, gamePageQuery, gameUrlRequestOf } from './categories';

/** Where /gamePage finds a URL already fetched for its query, so it need not ask twice. */
export interface GamePageState {
  url: string;
}

/**
 * Opening a game (home entry or /concise tile): visitors are told to log in; members ask for
 * the game URL first, so a venue in maintenance answers here with its message, then go to
 * /gamePage. The URL rides in the navigation state.
 */
export function useGameLauncher() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [requestGameUrl] = useGameUrlMutation();
  const [openingKey, setOpeningKey] = useState<string | null>(null);

  async function launch(key: string, query: GamePageQuery) {
    const blocked = guardGameOpen(loggedIn);
    if (blocked) {
      showToast(blocked.message);
      return;
    }
    if (openingKey) return;
    setOpeningKey(key);
    const result = await requestGameUrl(gameUrlRequestOf(query));
    setOpeningKey(null);
    if (result.error) {
      notifyBusinessError(result.error);
      return;
    }
    const state: GamePageState = { url: result.data.url };
    navigate(links.gamePage(query), { state });
  }

  const openGame = (game: GameListItem) => launch(gameKey(game), gamePageQuery(game));
  const openConciseGame = (game: ConciseGame) => launch(conciseGameKey(game), conciseGameQuery(game));

  return { openGame, openConciseGame, openingKey };
}
