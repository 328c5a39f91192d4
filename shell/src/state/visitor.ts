import { LOGGED_OUT } from 'shared-ui';
import type { ShellAuthState } from './authSlice';

/**
 * A visitor without a session, known to be one: the server draws public pages only for requests
 * that carry no session cookie, and the browser hydrates them from the same state.
 */
export const VISITOR: ShellAuthState = { ...LOGGED_OUT, isReady: true };
