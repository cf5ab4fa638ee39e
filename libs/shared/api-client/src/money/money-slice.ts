/**
 * The one store entry every money figure on every screen reads: the central balance, the
 * game balance and the venue balances (total assets is their sum). Whatever answer carries
 * a figure — the balance poll, `user`, `refreshusermoney`, `balancelist`, a transfer's
 * answer — writes it here, so the header, /money, /mine, /transfer and /withdrawal can
 * never show two values of one figure.
 *
 * Ordering: every answer keeps the `seq` of the request that produced it (base-query numbers
 * every request a store starts, queries and mutations alike, and puts that number on the
 * answer's action). A figure is read from the answer whose request started last, so a slow
 * old answer never overwrites a newer one.
 */
import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import type { Fen } from '@h5/domain';
import { baseApi } from '../base-api';
import { loggedIn, loggedOut } from '../session/session-slice';

/** One venue's money as ui-kit's VenueBalanceList shows it. */
export interface VenueMoney {
  platname: string;
  name: string;
  balance: Fen;
}

/** The endpoints whose answers carry money figures. */
export const MONEY_ENDPOINTS = ['balance', 'transfer', 'user', 'refreshUserMoney', 'venueBalances'] as const;
export type MoneyEndpoint = (typeof MONEY_ENDPOINTS)[number];

/**
 * The newest answer of each endpoint that carries money figures, with the start number of its
 * request. The figures are read out of them by money-figures.ts: the reducer runs in every
 * page's first bundle, so it only keeps answers and leaves reading amounts to the screens' code.
 */
export type MoneyState = Partial<Record<MoneyEndpoint, { data: unknown; seq: number }>> & {
  /** The live-money stream is up (live/live-money.ts): the balance polls stop while it is. */
  live?: boolean;
};

/** Sets `live` (payload true or false); a plain type, so the first bundle carries no action creator. */
export const MONEY_LIVE = 'money/live';

export const initialMoneyState: MoneyState = {};

/**
 * The money entry's reducer. Another member's figures must never show: a session's start or
 * end clears them, and so does the cache reset at logout (it also restarts RTK Query's request
 * numbers). Answers are told apart by the endpoint name RTK Query puts on the action, not by
 * each endpoint's matcher: the store must not import the lazy screens' endpoint modules.
 */
export function moneyReducer(state: MoneyState = initialMoneyState, action: UnknownAction): MoneyState {
  if (loggedIn.match(action) || loggedOut.match(action) || baseApi.util.resetApiState.match(action)) return initialMoneyState;
  if (action.type === MONEY_LIVE) return { ...state, live: (action as { payload?: unknown }).payload === true };
  if (!isFulfilled(action) || !action.type.startsWith(`${baseApi.reducerPath}/`)) return state;
  const meta = action.meta as { arg?: { endpointName?: unknown }; seq?: unknown };
  const endpoint = meta.arg?.endpointName as MoneyEndpoint;
  const seq = meta.seq;
  if (typeof seq !== 'number' || !MONEY_ENDPOINTS.includes(endpoint) || (state[endpoint]?.seq ?? -1) >= seq) return state;
  return { ...state, [endpoint]: { data: action.payload, seq } };
}

export interface RootWithMoney {
  money: MoneyState;
}

/** Whether the stream is up; the polling hooks read it. */
export const selectMoneyLive = (s: RootWithMoney): boolean => s.money.live === true;
