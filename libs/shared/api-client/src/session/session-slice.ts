import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Bearer token; logged in means a token exists. */
  token: string | null;
  /** A call answered 401: the shell shows the 认证失败 dialog once, then clears everything. */
  expired: boolean;
  /**
   * Set while the session is withdraw-only (docs/api.md, Player protection): the end of the member's time-out or
   * self-exclusion, as the server wrote it (Beijing time). The server answers such a session
   * only the calls a withdrawal needs; the shell shows only the screens that use them.
   */
  withdrawOnlyUntil: string | null;
}

export const initialSessionState: SessionState = { token: null, expired: false, withdrawOnlyUntil: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.expired = false;
    },
    /**
     * Marks the session about to be taken (loggedIn) as withdraw-only: the one a refused login
     * (231) carried, taken by the player's choice to withdraw. Its own small action, so the first
     * paint carries only this; the lazy dialog that takes the session keeps the end in storage.
     */
    withdrawOnly(state, action: PayloadAction<string>) {
      state.withdrawOnlyUntil = action.payload;
    },
    loggedOut(state) {
      state.token = null;
      state.expired = false;
      state.withdrawOnlyUntil = null;
    },
    sessionExpired(state) {
      state.expired = true;
    },
  },
});

export const { loggedIn, withdrawOnly, loggedOut, sessionExpired } = sessionSlice.actions;

export interface RootWithSession {
  session: SessionState;
}
export const selectToken = (s: RootWithSession) => s.session.token;
export const selectIsLoggedIn = (s: RootWithSession) => Boolean(s.session.token);
export const selectSessionExpired = (s: RootWithSession) => s.session.expired;
/** The exclusion's end while the session is withdraw-only, else null. */
export const selectWithdrawOnlyUntil = (s: RootWithSession) => s.session.withdrawOnlyUntil;
