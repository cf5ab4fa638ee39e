import { createElement, type ReactElement } from 'react';
import { gamesApi, type AppDispatch } from '@h5/api-client';
import { notifyBusinessError } from '@h5/feature-kit';
import { links, type GamePageQuery } from '@h5/routing';
import { overlayHistoryIdle } from '@h5/ui-kit';
import { gameUrlRequestOf } from './categories';
import { checkTransferOffer } from '../transfer-offer/offer-check';
import TransferOfferDialog from '../transfer-offer/transfer-offer-dialog';
import type { GamePageState } from './use-game-launcher';
import type { NavigateFunction } from 'react-router-dom';

/** The offer's texts in the active language before it shows (translated(), docs/i18n.md). */
export { catalogue } from '../transfer-offer/locales';

/** What the screen's launcher hands the tap's work (useGameLauncher). */
export interface LaunchContext {
  dispatch: AppDispatch;
  navigate: NavigateFunction;
  /** The tile that shows 正在进入 (null: none). */
  setOpening: (key: string | null) => void;
  /** The offer dialog the screen shows (null: none). */
  setOffer: (offer: ReactElement | null) => void;
}

/** Asks the game URL (a venue in maintenance answers here with its message), then opens /gamePage with it. */
async function enter(ctx: LaunchContext, key: string, query: GamePageQuery, afterOffer: boolean): Promise<void> {
  ctx.setOpening(key);
  const result = await ctx.dispatch(gamesApi.endpoints.gameUrl.initiate(gameUrlRequestOf(query), { track: false }));
  ctx.setOpening(null);
  if ('error' in result) {
    notifyBusinessError(result.error);
    return;
  }
  const state: GamePageState = { url: result.data.url };
  // From the screen's own entry, not the closed offer's (docs/architecture.md §8).
  if (afterOffer) await overlayHistoryIdle();
  ctx.navigate(links.gamePage(query), { state });
}

/**
 * A member's tap on a game, loaded at the first tap so the first paint of / carries none of it
 * (its bundle budget, docs/performance.md): a venue at ¥0 while the central wallet holds money
 * offers to move it in first (docs/product.md §2 Home), then the game opens.
 */
export async function launchGame(ctx: LaunchContext, key: string, query: GamePageQuery): Promise<void> {
  const offer = await checkTransferOffer(ctx.dispatch, gameUrlRequestOf(query).plat_name);
  if (!offer) return enter(ctx, key, query, false);
  ctx.setOpening(null);
  ctx.setOffer(
    createElement(TransferOfferDialog, {
      offer,
      onEnter: () => {
        ctx.setOffer(null);
        void enter(ctx, key, query, true);
      },
      onCancel: () => ctx.setOffer(null),
    }),
  );
}
