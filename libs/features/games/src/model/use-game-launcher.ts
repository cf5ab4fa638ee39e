import type { GameListItem } from '@h5/api-contract';
import { selectIsLoggedIn, useGameUrlMutation } from '@h5/api-client';
import { guardGameOpen } from '@h5/domain';
import { links } from '@h5/routing';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { gameKey, gamePageQuery, gameUrlRequest } from './categories';
import { notify, notifyBusinessError } from './notify';

/**
 * Opening a home entry: visitors are told to log in; members ask for the game URL first, so a
 * venue in maintenance answers here with its message, then go to /gamePage. The URL rides in
 * the navigation state so that screen need not ask twice.
 */
export function useGameLauncher() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [requestGameUrl] = useGameUrlMutation();
  const [openingKey, setOpeningKey] = useState<string | null>(null);

  async function openGame(game: GameListItem) {
    const blocked = guardGameOpen(loggedIn);
    if (blocked) {
      notify(blocked.message);
      return;
    }
    if (openingKey) return;
    setOpeningKey(gameKey(game));
    const result = await requestGameUrl(gameUrlRequest(game));
    setOpeningKey(null);
    if (result.error) {
      notifyBusinessError(result.error);
      return;
    }
    navigate(links.gamePage(gamePageQuery(game)), { state: { url: result.data.url } });
  }

  return { openGame, openingKey };
}
