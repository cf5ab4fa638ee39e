/**
 * The one store entry every money figure on every screen reads: the central balance, the
 * game balance and the venue balances (total assets is their sum). Whatever answer carries
 * a figure — the balance poll, `user`, `refreshusermoney`, `balancelist`, a transfer's
 * answer — writes it here, so the header, /money, /mine, /transfer and /withdrawal can
 * never show two values of one figure.
 *
 * Ordering: each figure remembers the `seq` of the request that produced it (RTK Query
 * numbers every request a store starts, queries and mutations alike, and puts that number
 * on the answer's action). An answer is taken only when its request started after the one
 * already shown, so a slow old answer never overwrites a newer one.
 */
import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import { parseYuan, totalAssets, type Fen } from '@h5/domain';
import { baseApi } from '../base-api';
import { loggedIn, loggedOut } from '../session/session-slice';

/** One venue's money as ui-kit's VenueBalanceList shows it. */
export interface VenueMoney {
  platname: string;
  name: string;
  balance: Fen;
}

/** A figure and the start number of the request that answered it. */
export interface Figure<T> {
  value: T;
  seq: number;
}

export interface MoneyState {
  central: Figure<Fen> | null;
  game: Figure<Fen> | null;
  venues: Figure<VenueMoney[]> | null;
}

export const initialMoneyState: MoneyState = { central: null, game: null, venues: null };

type Key = keyof MoneyState;

/** Yuan from the API as fen; null when the domain cannot read it (the figure then stays). */
const fenOf = (value: unknown): Fen | null => (typeof value === 'string' || typeof value === 'number' ? parseYuan(value) : null);

/**
 * The figures an answer carries, by the endpoint's name: the store must not import the lazy
 * screens' endpoint modules (wallet-api is code-split), so answers are told apart by the
 * name RTK Query puts on the action rather than by each endpoint's own matcher.
 */
function figuresOf(endpoint: unknown, data: unknown): Partial<Record<Key, unknown>> | null {
  if (endpoint === 'venueBalances') {
    if (!Array.isArray(data)) return null;
    // A balance the domain cannot read counts as 0, as the venue list always showed it.
    const venues: VenueMoney[] = data.map((v) => ({ platname: String(v?.platname), name: String(v?.name), balance: fenOf(v?.balance) ?? 0 }));
    // The game wallet is the venues' sum (the server's gameblance is the same sum), so a
    // settled bet moves the game balance and the total with the venue list.
    return { venues, game: venues.reduce((sum, venue) => sum + venue.balance, 0) };
  }
  if (!data || typeof data !== 'object') return null;
  const { balance, gameblance } = data as Record<string, unknown>;
  // balance, and a transfer's answer: the central balance (after the transfer).
  if (endpoint === 'balance' || endpoint === 'transfer') return { central: fenOf(balance) };
  if (endpoint === 'user' || endpoint === 'refreshUserMoney') return { central: fenOf(balance), game: fenOf(gameblance) };
  return null;
}

const KEYS: readonly Key[] = ['central', 'game', 'venues'];

/**
 * The money entry's reducer (a plain one: it runs in every page's first bundle, so it stays
 * small). Another member's figures must never show: a session's start or end clears them,
 * and so does the cache reset at logout (it also restarts RTK Query's request numbers).
 */
export function moneyReducer(state: MoneyState = initialMoneyState, action: UnknownAction): MoneyState {
  if (loggedIn.match(action) || loggedOut.match(action) || baseApi.util.resetApiState.match(action)) return initialMoneyState;
  if (!isFulfilled(action) || !action.type.startsWith(`${baseApi.reducerPath}/`)) return state;
  const meta = action.meta as { arg?: { endpointName?: unknown }; seq?: unknown };
  const figures = figuresOf(meta.arg?.endpointName, action.payload);
  const seq = meta.seq;
  if (!figures || typeof seq !== 'number') return state;
  let next = state;
  for (const key of KEYS) {
    const value = figures[key];
    const shown = state[key];
    if (value !== undefined && value !== null && !(shown && shown.seq >= seq)) next = { ...next, [key]: { value, seq } };
  }
  return next;
}

export interface RootWithMoney {
  money: MoneyState;
}

export const selectCentralBalance = (s: RootWithMoney): Fen | undefined => s.money.central?.value;
export const selectGameBalance = (s: RootWithMoney): Fen | undefined => s.money.game?.value;
export const selectVenueMoney = (s: RootWithMoney): VenueMoney[] | undefined => s.money.venues?.value;
/** Total assets: central plus game, once both are known. */
export const selectTotalAssets = (s: RootWithMoney): Fen | undefined => {
  const central = selectCentralBalance(s);
  const game = selectGameBalance(s);
  return central === undefined || game === undefined ? undefined : totalAssets(central, game);
};
