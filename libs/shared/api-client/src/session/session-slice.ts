import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Bearer token; logged in means a token exists. */
  token: string | null;
  /** A call answered 401: the shell shows the 认证失败 dialog once, then clears everything. */
  expired: boolean;
  /**
   * Set while the session is withdraw-only (issue 34): the end of the member's time-out or
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
      state.withdrawOnlyUntil = null;
    },
    /** The withdraw-only session a refused login (231) carried, taken by the player's choice to withdraw. */
    withdrawOnlyLoggedIn(state, action: PayloadAction<{ token: string; until: string }>) {
      state.token = action.payload.token;
      state.expired = false;
      state.withdrawOnlyUntil = action.payload.until;
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

export const { loggedIn, withdrawOnlyLoggedIn, loggedOut, sessionExpired } = sessionSlice.actions;

export interface RootWithSession {
  session: SessionState;
}
export const selectToken = (s: RootWithSession) => s.session.token;
export const selectIsLoggedIn = (s: RootWithSession) => Boolean(s.session.token);
export const selectSessionExpired = (s: RootWithSession) => s.session.expired;
/** The exclusion's end while the session is withdraw-only, else null. */
export const selectWithdrawOnlyUntil = (s: RootWithSession) => (s.session.token ? s.session.withdrawOnlyUntil : null);
