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
import { createSlice, isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
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

/**
 * The endpoints whose answers carry a figure, by name: the store must not import the lazy
 * screens' endpoint modules (wallet-api is code-split), so matching goes by the name RTK
 * Query puts on the action rather than by each endpoint's own matcher.
 */
export const MONEY_ENDPOINTS = ['balance', 'user', 'refreshUserMoney', 'venueBalances', 'transfer'] as const;
type MoneyEndpoint = (typeof MONEY_ENDPOINTS)[number];

interface MoneyAnswer {
  endpoint: MoneyEndpoint;
  data: unknown;
  seq: number;
}

const isMoneyEndpoint = (name: unknown): name is MoneyEndpoint => MONEY_ENDPOINTS.includes(name as MoneyEndpoint);

/** A fulfilled answer of this api to one of the money endpoints, with its request's number. */
function moneyAnswer(action: UnknownAction): MoneyAnswer | null {
  if (!isFulfilled(action) || !action.type.startsWith(`${baseApi.reducerPath}/`)) return null;
  const meta = action.meta as { arg?: { endpointName?: unknown }; seq?: unknown };
  const endpoint = meta.arg?.endpointName;
  if (!isMoneyEndpoint(endpoint) || typeof meta.seq !== 'number') return null;
  return { endpoint, data: action.payload, seq: meta.seq };
}

/** Yuan from the API as fen; null when the domain cannot read it (the figure then stays). */
const fenOf = (value: unknown): Fen | null =>
  typeof value === 'string' || typeof value === 'number' ? parseYuan(value) : null;

const field = (data: unknown, key: string): unknown => (data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined);

/** balancelist's rows in fen; a balance the domain cannot read counts as 0, as the venue list always showed it. */
function venuesOf(data: unknown): VenueMoney[] | null {
  if (!Array.isArray(data)) return null;
  return data.map((row) => ({ platname: String(field(row, 'platname')), name: String(field(row, 'name')), balance: fenOf(field(row, 'balance')) ?? 0 }));
}

function put<T>(state: MoneyState, key: keyof MoneyState, value: T | null, seq: number): void {
  const current = state[key];
  if (value === null || (current && current.seq >= seq)) return;
  (state[key] as Figure<T>) = { value, seq };
}

export const moneySlice = createSlice({
  name: 'money',
  initialState: initialMoneyState,
  reducers: {},
  extraReducers: (builder) => {
    // Another member's figures must never show: a session's start or end clears them, and so
    // does the cache reset at logout (it also restarts RTK Query's request numbers).
    builder.addCase(loggedIn, () => initialMoneyState);
    builder.addCase(loggedOut, () => initialMoneyState);
    builder.addMatcher(baseApi.util.resetApiState.match, () => initialMoneyState);
    builder.addMatcher(
      (action): action is UnknownAction => moneyAnswer(action) !== null,
      (state, action) => {
        const { endpoint, data, seq } = moneyAnswer(action) as MoneyAnswer;
        switch (endpoint) {
          case 'balance':
          case 'transfer':
            put(state, 'central', fenOf(field(data, 'balance')), seq);
            return;
          case 'user':
          case 'refreshUserMoney':
            put(state, 'central', fenOf(field(data, 'balance')), seq);
            put(state, 'game', fenOf(field(data, 'gameblance')), seq);
            return;
          case 'venueBalances': {
            const venues = venuesOf(data);
            put(state, 'venues', venues, seq);
            // The game wallet is the venues' sum (the server's gameblance is the same sum),
            // so a settled bet moves the game balance and the total with the venue list.
            put(state, 'game', venues ? venues.reduce((sum, venue) => sum + venue.balance, 0) : null, seq);
            return;
          }
        }
      },
    );
  },
});

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
