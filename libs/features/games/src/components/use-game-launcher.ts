import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useGameUrlMutation, type AppDispatch } from '@h5/api-client';
import type { ConciseGame, GameListItem } from '@h5/api-contract';
import { guardGameOpen } from '@h5/domain';
import { notifyBusinessError } from '@h5/feature-kit';
import { links, type GamePageQuery } from '@h5/routing';
import { showToast } from '@h5/ui-kit';
import { conciseGameKey, conciseGameQuery, gameKey, gamePageQuery, gameUrlRequestOf } from './categories';
import type { TransferOfferDialogProps } from '../transfer-offer/transfer-offer-dialog';

/** Where /gamePage finds a URL already fetched for its query, so it need not ask twice. */
export interface GamePageState {
  url: string;
}

/**
 * Opening a game (home entry or /concise tile): visitors are told to log in; a member whose
 * venue holds nothing while the central wallet holds money is first offered to move it in
 * (`offer`, shown by TransferOfferSlot); then the game URL is asked, so a venue in maintenance
 * answers here with its message, and /gamePage opens. The URL rides in the navigation state.
 */
export function useGameLauncher() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [requestGameUrl] = useGameUrlMutation();
  const [openingKey, setOpeningKey] = useState<string | null>(null);
  const [offer, setOffer] = useState<TransferOfferDialogProps | null>(null);

  /** `settled`: resolves once a closed overlay's back has landed (after the offer). */
  async function enter(key: string, query: GamePageQuery, settled?: () => Promise<void>) {
    setOpeningKey(key);
    const result = await requestGameUrl(gameUrlRequestOf(query));
    setOpeningKey(null);
    if (result.error) {
      notifyBusinessError(result.error);
      return;
    }
    const state: GamePageState = { url: result.data.url };
    // From the screen's own entry, not the closed offer's (docs/architecture.md §8).
    if (settled) await settled();
    navigate(links.gamePage(query), { state });
  }

  async function launch(key: string, query: GamePageQuery) {
    const blocked = guardGameOpen(loggedIn);
    if (blocked) {
      showToast(blocked.message);
      return;
    }
    if (openingKey || offer) return;
    setOpeningKey(key);
    // The check and its dialog are a chunk of their own, loaded at the first tap.
    const check = await import('../transfer-offer/offer-check').catch(() => null);
    const pending = check && (await check.checkTransferOffer(dispatch, gameUrlRequestOf(query).plat_name));
    if (!check || !pending) {
      await enter(key, query);
      return;
    }
    setOpeningKey(null);
    setOffer({
      offer: pending,
      onEnter: () => {
        setOffer(null);
        void enter(key, query, check.overlayHistoryIdle);
      },
      onCancel: () => setOffer(null),
    });
  }

  const openGame = (game: GameListItem) => launch(gameKey(game), gamePageQuery(game));
  const openConciseGame = (game: ConciseGame) => launch(conciseGameKey(game), conciseGameQuery(game));

  return { openGame, openConciseGame, openingKey, offer };
}
