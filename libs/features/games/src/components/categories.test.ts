import type { GameListItem } from '@h5/api-contract';
import { CATEGORY_IDS, gamePageQuery, gameUrlRequest, groupGames } from './categories';

const game = (over: Partial<GameListItem>): GameListItem => ({
  name: 'AG真人',
  platform_name: 'ag',
  category_id: 'realbet',
  game_code: '0',
  app_state: 1,
  ...over,
});

describe('groupGames', () => {
  it('splits the list into the six categories and keeps only app_state 1', () => {
    const grouped = groupGames([
      game({ platform_name: 'ag' }),
      game({ platform_name: 'dg', app_state: 0 }),
      game({ platform_name: 'sb', category_id: 'sport' }),
      game({ platform_name: 'ky', category_id: 'joker', app_state: '1' as unknown as 1 }),
      game({ platform_name: 'xx', category_id: 'fishing' }),
    ]);
    expect(Object.keys(grouped)).toEqual([...CATEGORY_IDS]);
    expect(grouped.realbet.map((g) => g.platform_name)).toEqual(['ag']);
    expect(grouped.sport.map((g) => g.platform_name)).toEqual(['sb']);
    expect(grouped.joker.map((g) => g.platform_name)).toEqual(['ky']);
    expect(grouped.lottery).toEqual([]);
  });
});

describe('game launch parameters', () => {
  it('sends the game code as game_type and the category as game_code', () => {
    const lobby = game({ platform_name: 'lh', category_id: 'gaming', game_code: '0' });
    expect(gameUrlRequest(lobby)).toEqual({ plat_name: 'lh', game_type: '0', game_code: 'gaming' });
    expect(gamePageQuery(lobby)).toEqual({ name: 'lh', type: '0', code: 'gaming' });
  });

  it('opens the lobby when the entry has no game code', () => {
    expect(gameUrlRequest(game({ game_code: '' })).game_type).toBe('0');
  });
});
