import type { ConciseGame, GameCategoryId, GameListItem, GameUrlRequest } from '@h5/api-contract';
import { CONCISE_TABS, type ConciseTab, type GamePageQuery } from '@h5/routing';

/** The six home categories in sidebar order (docs/product.md §1). */
export const CATEGORY_IDS = ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'] as const satisfies readonly GameCategoryId[];
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const DEFAULT_CATEGORY: CategoryId = 'realbet';

/** The slot category's fixed entries, one per provider tab of /concise. */
export const CONCISE_ENTRIES: readonly ConciseTab[] = CONCISE_TABS;

export type GamesByCategory = Readonly<Record<CategoryId, readonly GameListItem[]>>;

/**
 * A game is shown only when app_state is 1 (docs/product.md §1). The contract types it as a number, but
 * the site's older endpoints send flags as text, so both spellings count.
 */
export const isPlayable = (game: GameListItem): boolean => String(game.app_state) === '1';

/** One game/list answer split into the six sidebar lists, hidden games left out. */
export function groupGames(games: readonly GameListItem[]): GamesByCategory {
  const grouped = Object.fromEntries(CATEGORY_IDS.map((id) => [id, [] as GameListItem[]])) as Record<CategoryId, GameListItem[]>;
  for (const game of games) {
    const list = grouped[game.category_id as CategoryId];
    if (list && isPlayable(game)) list.push(game);
  }
  return grouped;
}

/** Stable key of a sidebar entry (a venue may list several games). */
export const gameKey = (game: GameListItem): string => `${game.platform_name}:${game.game_code}:${game.category_id}`;

/**
 * What opening a home entry asks for. The site's names are crossed: game_type carries the
 * game code ('0' = the venue lobby) and game_code the category.
 */
export function gameUrlRequest(game: GameListItem): Omit<GameUrlRequest, 'is_mobile_url'> {
  return { plat_name: game.platform_name, game_type: game.game_code || '0', game_code: game.category_id };
}

/** The /gamePage query for the same game, so that screen can ask for the same URL again. */
export function gamePageQuery(game: GameListItem): GamePageQuery {
  const request = gameUrlRequest(game);
  return { name: request.plat_name, type: String(request.game_type), code: request.game_code };
}

/** The getGameUrl request a /gamePage query stands for (type defaults to the lobby, '0'). */
export function gameUrlRequestOf(query: GamePageQuery): Omit<GameUrlRequest, 'is_mobile_url'> {
  return { plat_name: query.name ?? '', game_type: query.type || '0', game_code: query.code ?? '' };
}

/** A /concise tile opens its provider (catecode) at the game (gamecode), in the slot category. */
export function conciseGameQuery(game: ConciseGame): GamePageQuery {
  return { name: game.catecode, type: game.gamecode, code: 'concise' satisfies CategoryId };
}

export const conciseGameKey = (game: ConciseGame): string => `${game.catecode}:${game.gamecode}`;
