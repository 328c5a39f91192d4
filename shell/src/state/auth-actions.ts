import { ApiError, authApi } from 'shared-ui';
import type { AppDispatch } from './store';
import { alertShown } from './uiSlice';
import { loggedIn, loggedOut, loginFailed, loginStarted, sessionChecked } from './authSlice';

/**
 * The session check on start: logged in from the reply, or logged out. A visitor without a
 * session gets `data: null`, which is no failure; only a check that fails raises the alert.
 */
export async function checkSession(dispatch: AppDispatch, options: { quiet?: boolean } = {}) {
  try {
    const reply = await authApi.session();
    dispatch(sessionChecked(reply.data));
  } catch {
    dispatch(sessionChecked(null));
    if (!options.quiet) dispatch(alertShown('Authentication failed.', 'danger'));
  }
}

export const LOGIN_UNREACHABLE = 'Unable to reach the server';

/** Logs in; resolves with null on success or the error text to show after 'Error: '. */
export async function logIn(dispatch: AppDispatch, username: string, password: string): Promise<string | null> {
  dispatch(loginStarted());
  try {
    const reply = await authApi.login(username, password);
    dispatch(loggedIn(reply.data));
    return null;
  } catch (error) {
    dispatch(loginFailed());
    return error instanceof ApiError && error.status !== 0 ? error.message : LOGIN_UNREACHABLE;
  }
}

/** Logs out on the server; the client logs out whatever the reply. */
export async function logOut(dispatch: AppDispatch) {
  await authApi.logout().catch(() => undefined);
  dispatch(loggedOut());
}
