/** Who is logged in (spec section 3, Auth state). `permissions` is 'default' or holds 'admin'. */
export interface AuthState {
  username: string;
  permissions: string;
  isLoggedIn: boolean;
  isLoggingIn: boolean;
}

export const LOGGED_OUT: AuthState = { username: '', permissions: 'default', isLoggedIn: false, isLoggingIn: false };

/** Admin is tested by substring, as the spec has it. */
export function isAdmin(auth: Pick<AuthState, 'isLoggedIn' | 'permissions'>): boolean {
  return auth.isLoggedIn && auth.permissions.includes('admin');
}
