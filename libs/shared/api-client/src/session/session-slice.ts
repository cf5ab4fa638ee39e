import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Bearer token; logged in means a token exists. */
  token: string | null;
  /** A call answered 401: the shell shows the 认证失败 dialog once, then clears everything. */
  expired: boolean;
}

export const initialSessionState: SessionState = { token: null, expired: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.expired = false;
    },
    loggedOut(state) {
      state.token = null;
      state.expired = false;
    },
    sessionExpired(state) {
      state.expired = true;
    },
  },
});

export const { loggedIn, loggedOut, sessionExpired } = sessionSlice.actions;

export interface RootWithSession {
  session: SessionState;
}
export const selectToken = (s: RootWithSession) => s.session.token;
export const selectIsLoggedIn = (s: RootWithSession) => Boolean(s.session.token);
export const selectSessionExpired = (s: RootWithSession) => s.session.expired;
