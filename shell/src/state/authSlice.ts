import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOGGED_OUT, type AuthData, type AuthState } from 'shared-ui';

export interface ShellAuthState extends AuthState {
  /** False until the first session check has answered; guards wait for it. */
  isReady: boolean;
}

const initialState: ShellAuthState = { ...LOGGED_OUT, isReady: false };

/** Permissions arrive as a list; the site keeps them as text and tests 'admin' by substring. */
const permissionsText = (permissions: string[]) => (permissions.length ? permissions.join(',') : 'default');

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginStarted: (state) => {
      state.isLoggingIn = true;
    },
    loggedIn: (_state, action: PayloadAction<AuthData>) => ({
      username: action.payload.username,
      permissions: permissionsText(action.payload.permissions),
      isLoggedIn: true,
      isLoggingIn: false,
      isReady: true,
    }),
    loginFailed: (state) => {
      state.isLoggingIn = false;
    },
    /** A logout is ignored while a login call runs. */
    loggedOut: (state) => (state.isLoggingIn ? state : { ...LOGGED_OUT, isReady: true }),
    sessionChecked: (state, action: PayloadAction<AuthData | null>) =>
      action.payload
        ? { username: action.payload.username, permissions: permissionsText(action.payload.permissions), isLoggedIn: true, isLoggingIn: false, isReady: true }
        : { ...LOGGED_OUT, isLoggingIn: state.isLoggingIn, isReady: true },
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsReady: (state) => state.isReady,
  },
});

export const { loginStarted, loggedIn, loginFailed, loggedOut, sessionChecked } = authSlice.actions;
export const { selectAuth, selectIsReady } = authSlice.selectors;
export default authSlice.reducer;
