/**
 * The money figures the screens show, read out of the answers the money entry keeps
 * (money-slice.ts). Apart from the reducer on purpose: the reducer is in every page's first
 * bundle, these run only where a balance shows (the member header, the wallet screens).
 */
import { createSelector } from '@reduxjs/toolkit';
import { parseYuan, totalAssets, type Fen } from '@h5/domain';
import { MONEY_ENDPOINTS, type MoneyEndpoint, type RootWithMoney, type VenueMoney } from './money-slice';

type Key = 'central' | 'game' | 'venues';

/** Yuan from the API as fen; null when the domain cannot read it (the figure then stays). */
const fenOf = (value: unknown): Fen | null => (typeof value === 'string' || typeof value === 'number' ? parseYuan(value) : null);

/** The figures an answer carries, by the endpoint that answered. */
function figuresOf(endpoint: MoneyEndpoint, data: unknown): Partial<Record<Key, unknown>> | null {
  if (endpoint === 'venueBalances') {
    if (!Array.isArray(data)) return null;
    // A balance the domain cannot read counts as 0, as the venue list always showed it.
    const venues: VenueMoney[] = data.map((v) => ({
      platname: String(v?.platname),
      name: String(v?.name),
      balance: fenOf(v?.balance) ?? 0,
    }));
    // The game wallet is the venues' sum (the server's gameblance is the same sum), so a
    // settled bet moves the game balance and the total with the venue list.
    return { venues, game: venues.reduce((sum, venue) => sum + venue.balance, 0) };
  }
  if (!data || typeof data !== 'object') return null;
  const { balance, gameblance } = data as Record<string, unknown>;
  // balance, and a transfer's answer: the central balance (after the transfer).
  if (endpoint === 'balance' || endpoint === 'transfer') return { central: fenOf(balance) };
  return { central: fenOf(balance), game: fenOf(gameblance) };
}

/**
 * Each figure from the answer whose request started last among those that carry it readably,
 * so a slow old answer never overwrites a newer one and an unreadable amount never replaces a
 * readable one. Memoised on the entry, so a screen re-renders only when an answer arrives.
 */
const selectFigures = /* @__PURE__ */ createSelector([(s: RootWithMoney) => s.money], (money): Partial<Record<Key, unknown>> => {
  const newest: Partial<Record<Key, { value: unknown; seq: number }>> = {};
  for (const endpoint of MONEY_ENDPOINTS) {
    const answer = money[endpoint];
    const figures = answer && figuresOf(endpoint, answer.data);
    for (const key of ['central', 'game', 'venues'] as const) {
      const value = figures?.[key];
      if (answer && value !== undefined && value !== null && !((newest[key]?.seq ?? -1) > answer.seq))
        newest[key] = { value, seq: answer.seq };
    }
  }
  return { central: newest.central?.value, game: newest.game?.value, venues: newest.venues?.value };
});

export const selectCentralBalance = (s: RootWithMoney): Fen | undefined => selectFigures(s).central as Fen | undefined;
export const selectGameBalance = (s: RootWithMoney): Fen | undefined => selectFigures(s).game as Fen | undefined;
export const selectVenueMoney = (s: RootWithMoney): VenueMoney[] | undefined => selectFigures(s).venues as VenueMoney[] | undefined;
/** Total assets: central plus game, once both are known. */
export const selectTotalAssets = (s: RootWithMoney): Fen | undefined => {
  const central = selectCentralBalance(s);
  const game = selectGameBalance(s);
  return central === undefined || game === undefined ? undefined : totalAssets(central, game);
};
