import { LOGGED_OUT } from 'shared-ui';
import type { RootState } from '../state/store';

type Auth = RootState['auth'];

/** Session check answered, nobody logged in. */
export const anonymous: Auth = { ...LOGGED_OUT, isReady: true };
export const member: Auth = { username: 'jdoe', permissions: 'default', isLoggedIn: true, isLoggingIn: false, isReady: true };
/** Permissions are kept as text; admin is found by substring. */
export const admin: Auth = { ...member, username: 'pi_admin', permissions: 'default,admin' };
